import { DEFAULT_LANG, LANGUAGES, isLang, stripHashAndSlash, type Lang } from './paths';

/** Request header in which the proxy names the language of the path (overwriting any sent). */
export const LANG_REQUEST_HEADER = 'x-docs-lang';

/** The language a request path is in: its first segment when that is a language, else the default. */
export function requestLanguage(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

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
