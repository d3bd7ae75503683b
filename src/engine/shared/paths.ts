/**
 * The path rules (language from the first segment, canonical pathname, product of a page),
 * as pure functions shared by the proxy, the routes, the analytics and the UI. Nothing here
 * touches the file system.
 */

/** Languages the site is served in; the first is the default. */
export const LANGUAGES = ['en', 'zh'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Removes a `#hash` and a trailing slash (the root path keeps its slash). */
export function stripHashAndSlash(pathname: string): string {
  const noHash = pathname.split('#')[0].split('?')[0] || '/';
  const trimmed = noHash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The language a path is in: its first segment when that is a known language code. */
export function pathnameToLanguage(pathname: string): { lang: Lang; canonical: string } {
  const clean = stripHashAndSlash(pathname);
  const first = clean.split('/')[1];
  if (isLang(first)) {
    const rest = clean.slice(first.length + 1) || '/';
    return { lang: first, canonical: rest };
  }
  return { lang: DEFAULT_LANG, canonical: clean };
}

/**
 * The canonical pathname: language removed, `/api` mapped to `/api-docs`
 * (the key used by the title dictionaries), hash and trailing slash removed.
 */
export function canonicalPathname(pathname: string): string {
  const { canonical } = pathnameToLanguage(pathname);
  return canonical.replace(/^\/api(?=\/|$)/, '/api-docs');
}

/** Blog posts are written in English only; their paths never carry a language. */
export function isTranslatable(canonical: string): boolean {
  return !/^\/blog(\/|$)/.test(canonical);
}

/** The URL of `canonical` in `lang`: English unprefixed, others under `/<lang>`. */
export function localizePath(canonical: string, lang: Lang): string {
  const clean = stripHashAndSlash(canonical);
  if (lang === DEFAULT_LANG || !isTranslatable(clean)) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/** Analytics attribution of a page: which product family and which product. */
export interface ProductInfo {
  /** Family: `core`, `x`, `toolpad`, `docs`, or `null` when unknown. */
  productCategoryId: 'core' | 'x' | 'toolpad' | 'docs' | 'null';
  /** Product within the family, e.g. `x-data-grid`; `null` when unknown. */
  productId: string;
}

const CORE_FAMILIES = ['material-ui', 'joy-ui', 'base-ui', 'system'];
const DOCS_SEGMENTS = ['docs', 'versions', 'production-error'];

/** Second-level segments of `/x/...` that belong to one product. */
const X_PRODUCTS: Array<[RegExp, string]> = [
  [/^\/x\/(react-data-grid|api\/data-grid)(\/|$)/, 'x-data-grid'],
  [/^\/x\/(react-date-pickers|api\/date-pickers)(\/|$)/, 'x-date-pickers'],
  [/^\/x\/(react-charts|api\/charts)(\/|$)/, 'x-charts'],
  [/^\/x\/(react-tree-view|api\/tree-view)(\/|$)/, 'x-tree-view'],
];

/** Product family and product of a path, decided by its first segment. */
export function getProductInfo(pathname: string): ProductInfo {
  const { canonical } = pathnameToLanguage(pathname);
  const first = canonical.split('/')[1] ?? '';
  if (CORE_FAMILIES.includes(first)) return { productCategoryId: 'core', productId: first };
  if (first === 'x') {
    const match = X_PRODUCTS.find(([pattern]) => pattern.test(canonical));
    return { productCategoryId: 'x', productId: match ? match[1] : 'x' };
  }
  if (first === 'toolpad') return { productCategoryId: 'toolpad', productId: 'toolpad' };
  if (DOCS_SEGMENTS.includes(first)) return { productCategoryId: 'docs', productId: first };
  return { productCategoryId: 'null', productId: 'null' };
}
