import { DEFAULT_LANG, isTranslatable, pathnameToLanguage, stripHashAndSlash } from './paths';

/** What the proxy does with a request path. */
export type RouteDecision =
  | { type: 'rewrite'; pathname: string }
  | { type: 'redirect'; pathname: string }
  | { type: 'pass' };

/**
 * Maps a request path to the `app/[lang]` tree: unprefixed paths are English,
 * `/en/...` redirects to its unprefixed URL, and a language prefix on a path
 * that is never translated (the blog) is dropped.
 */
export function routeRequest(pathname: string): RouteDecision {
  if (pathname !== '/' && pathname.endsWith('/')) return { type: 'pass' };
  const first = pathname.split('/')[1];
  const { lang, canonical } = pathnameToLanguage(pathname);
  if (first === DEFAULT_LANG) return { type: 'redirect', pathname: canonical };
  if (first === lang && !isTranslatable(canonical)) return { type: 'redirect', pathname: canonical };
  if (first === lang) return { type: 'pass' };
  return { type: 'rewrite', pathname: stripHashAndSlash(`/${DEFAULT_LANG}${pathname}`) };
}
