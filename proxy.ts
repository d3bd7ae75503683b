import { NextResponse, type NextRequest } from 'next/server';
import { routeRequest } from '@/engine/routing';

/**
 * English pages have no language prefix in their URL but live under
 * `app/[lang]`: this rewrites them there.
 */
export function proxy(request: NextRequest) {
  const decision = routeRequest(request.nextUrl.pathname);
  if (decision.type === 'rewrite') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

export const config = {
  // Static files, Next's own assets and the API endpoints are served as they are.
  matcher: ['/((?!_next/|api/|static/|favicon\\.ico|robots\\.txt|sitemap\\.xml|sw\\.js|.*\\.[a-z0-9]+$).*)'],
};
