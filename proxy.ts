import { NextResponse, type NextRequest } from 'next/server';
import { LANG_REQUEST_HEADER, requestLanguage, routeRequest } from '@/engine/routing';

/**
 * English pages have no language prefix in their URL but live under
 * `app/[lang]`: this rewrites them there. Every request also tells the app its
 * language in a header, for the global 404, which has no `[lang]` param to read.
 */
export function proxy(request: NextRequest) {
  const decision = routeRequest(request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set(LANG_REQUEST_HEADER, requestLanguage(request.nextUrl.pathname));
  if (decision.type === 'rewrite') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.rewrite(url, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Static files, Next's own assets and the API endpoints are served as they are.
  matcher: ['/((?!_next/|api/|static/|favicon\\.ico|robots\\.txt|sitemap\\.xml|sw\\.js|.*\\.[a-z0-9]+$).*)'],
};
