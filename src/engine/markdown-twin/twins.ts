import { API_PRODUCTS, apiPathname, loadApiEntry, loadApiIndex } from '../api-reference/api-index';
import type { Product } from '../api-reference/types';
import {
  apiChangesPathname,
  apiChangesPage,
  type MajorPair,
  loadEntryChanges,
  loadProductChanges,
} from '../api-reference/changes-index';
import { pagesDocumenting } from '../content/component-pages';
import { allPagePathnames } from '../nav';
import { getNavTitle } from '../route-data';
import { LANGUAGES, localizePath, type Lang } from '../shared/paths';
import { apiEntryMarkdown, apiIndexMarkdown } from './api-twin';
import { loadPageHistory } from '../api-history/load';
import { apiChangesMarkdown, entryChangesMarkdown } from './api-changes-twin';
import { absoluteSiteUrl, docsPageMarkdown } from './docs-twin';

/** URL of a page's Markdown twin: the page URL plus `.md`. */
export function twinUrlPath(pathname: string, lang: Lang): string {
  return `${localizePath(pathname, lang)}.md`;
}

/** Every page that has a twin, in every language: docs and API pages of the navigation tree. */
export function twinPages(): Array<{ pathname: string; lang: Lang }> {
  return LANGUAGES.flatMap((lang) => allPagePathnames().map((pathname) => ({ pathname, lang })));
}

/** The page a twin URL's segments (after the language) stand for, if any: `['x','react-charts','bars.md']`. */
export function pathnameFromTwinSegments(segments: string[]): string | undefined {
  const last = segments.at(-1);
  if (!last?.endsWith('.md')) return undefined;
  const pathname = `/${[...segments.slice(0, -1), last.slice(0, -3)].join('/')}`;
  return allPagePathnames().includes(pathname) ? pathname : undefined;
}

function apiTwin(pathname: string, lang: Lang): string {
  const [, , , product, kebab] = pathname.split('/');
  const absoluteUrl = (target: string) => absoluteSiteUrl(target, lang);
  if (!kebab) {
    const items = loadApiIndex()
      .filter((item) => item.product === product)
      .map((item) => ({ ...item, href: apiPathname(item) }));
    return apiIndexMarkdown(getNavTitle(pathname, lang), items, { absoluteUrl });
  }
  const { entry, descriptions } = loadApiEntry(product, kebab, lang);
  const guides = pagesDocumenting(entry.name, lang).map((guide) => ({
    ...guide,
    href: guide.href.replace(/^\/zh(?=\/)/, ''),
  }));
  const history = loadPageHistory(entry.product, entry.kebab)?.entry;
  const markdown = apiEntryMarkdown(entry, descriptions, { absoluteUrl, guides, history });
  const changes = loadEntryChanges(entry.product, entry.name);
  if (!changes) return markdown;
  return `${markdown}\n${entryChangesMarkdown(changes, absoluteUrl(apiChangesPathname(entry.product)))}\n`;
}

/** The twin of a generated `/x/migration/<product>-<pair>-api` page. */
function apiChangesTwin(pathname: string, product: Product, pair: MajorPair, lang: Lang): string {
  const changes = loadProductChanges(product, pair);
  if (!changes) throw new Error(`No API changes for ${product}: run \`npm run api:build\``);
  const documented = new Set(
    loadApiIndex()
      .filter((item) => item.product === product)
      .map((item) => item.kebab),
  );
  return apiChangesMarkdown(getNavTitle(pathname, lang), changes, {
    absoluteUrl: (target) => absoluteSiteUrl(target, lang),
    apiHref: (kebab) => (documented.has(kebab) ? apiPathname({ product, kebab }) : undefined),
  });
}

/** The Markdown twin of a docs or API page. */
export function markdownTwin(pathname: string, lang: Lang): string {
  if (pathname.startsWith('/x/api/')) {
    const product = pathname.split('/')[3] as Product;
    if (!API_PRODUCTS.includes(product)) throw new Error(`No API product for ${pathname}`);
    return apiTwin(pathname, lang);
  }
  const changesPage = apiChangesPage(pathname);
  if (changesPage) return apiChangesTwin(pathname, changesPage.product, changesPage.pair, lang);
  return docsPageMarkdown(pathname, lang);
}
