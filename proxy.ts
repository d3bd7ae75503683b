import { NextResponse, type NextRequest } from 'next/server';
import { LANG_REQUEST_HEADER, requestLanguage } from '@/engine/routing';

/**
 * Tells the app the language of every request in a header, for the global 404, which has no
 * `[lang]` param to read. (English pages reach `app/[lang]` through the `beforeFiles` rewrite in
 * `next.config.ts`, which runs after this proxy and sees the headers it set.)
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(LANG_REQUEST_HEADER, requestLanguage(request.nextUrl.pathname));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Static files, Next's own assets and the API endpoints are served as they are.
  matcher: ['/((?!_next/|api/|static/|favicon\\.ico|robots\\.txt|sitemap\\.xml|sw\\.js|.*\\.[a-z0-9]+$).*)'],
};
