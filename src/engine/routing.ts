import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from './shared/paths';
import type { Rewrite } from './seo/twin-rewrites';

/** Request header in which the proxy names the language of the path (overwriting any sent). */
export const LANG_REQUEST_HEADER = 'x-docs-lang';

/** The language a request path is in: its first segment when that is a language, else the default. */
export function requestLanguage(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** First path segments that are not English pages: the other trees, Next's assets, the API. */
const NOT_ENGLISH_PAGES = [...LANGUAGES, '_next', 'api'];

/**
 * Maps unprefixed paths to the `app/[lang]` tree as English, as a `beforeFiles` rewrite of
 * `next.config.ts`. A config rewrite stays inside the server whatever address it listens on; the
 * proxy's rewrite was an absolute URL that Next normalises to `localhost`, so a server bound to
 * `-H 127.0.0.1` took it for an external URL and answered every English page 308 to itself.
 * Prefixed paths pass (`/en/...` and `/zh/blog/...` are redirected before), and so do paths with
 * a file extension (assets, Markdown twins, images, feeds) and trailing-slash URLs, which Next
 * redirects first.
 */
export function englishRewrites(): Rewrite[] {
  const skipped = NOT_ENGLISH_PAGES.join('|');
  return [
    {
      source: `/:path((?!(?:${skipped})(?:/|$))(?!.*\\.[a-z0-9]+$).+)`,
      destination: `/${DEFAULT_LANG}/:path`,
    },
  ];
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
