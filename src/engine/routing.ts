import { DEFAULT_LANG, LANGUAGES, isLang, stripHashAndSlash } from './paths';

/** What the proxy does with a request path. */
export type RouteDecision = { type: 'rewrite'; pathname: string } | { type: 'pass' };

/**
 * Maps a request path to the `app/[lang]` tree: unprefixed paths are English.
 * Prefixed paths pass as they are (`/en/...` and `/zh/blog/...` are redirected
 * by `languageRedirects` before the proxy runs).
 */
export function routeRequest(pathname: string): RouteDecision {
  if (pathname !== '/' && pathname.endsWith('/')) return { type: 'pass' };
  if (isLang(pathname.split('/')[1])) return { type: 'pass' };
  return { type: 'rewrite', pathname: stripHashAndSlash(`/${DEFAULT_LANG}${pathname}`) };
}

/**
 * Permanent redirects that give each page one address: the default language
 * has no prefix, and blog paths never carry a language.
 */
export function languageRedirects() {
  const others = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);
  return [
    { source: `/${DEFAULT_LANG}`, destination: '/', permanent: true },
    { source: `/${DEFAULT_LANG}/:path*`, destination: '/:path*', permanent: true },
    ...others.map((lang) => ({
      source: `/${lang}/blog/:path*`,
      destination: '/blog/:path*',
      permanent: true,
    })),
    ...others.map((lang) => ({ source: `/${lang}/blog`, destination: '/blog', permanent: true })),
  ];
}
