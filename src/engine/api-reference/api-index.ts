import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../shared/paths';
import type { ApiDescriptions, ApiEntry, ApiIndex, ApiIndexItem, Product } from './types';
import { localizeDocLinks, mapDescriptions } from './doc-links';

/** Folder `npm run api:build` writes to. */
export const API_DIR = path.join(process.cwd(), 'generated', 'api');

/** URL segment of each product's API pages. */
export const API_PRODUCTS: Product[] = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

let index: ApiIndexItem[] | undefined;

/** Every API page, or none (with one warning) when the generator has not run. */
export function loadApiIndex(): ApiIndexItem[] {
  if (index) return index;
  const file = path.join(API_DIR, 'index.json');
  if (!fs.existsSync(file)) {
    console.warn(
      '[api] generated/api/index.json is missing: run `npm run api:build`. API pages are left out.',
    );
    index = [];
  } else {
    index = (JSON.parse(fs.readFileSync(file, 'utf8')) as ApiIndex).entries;
  }
  return index;
}

/** Pathname of an API page, e.g. `/x/api/data-grid/data-grid`. */
export function apiPathname(item: Pick<ApiIndexItem, 'product' | 'kebab'>): string {
  return `/x/api/${item.product}/${item.kebab}`;
}

/**
 * Interface pages of a product by type name (`GridColDef` → `/x/api/data-grid/grid-col-def`):
 * the names a type may link to. Only generated pages are listed, so no link is dead.
 */
export function interfacePathnames(
  product: string,
  items: ApiIndexItem[] = loadApiIndex(),
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const item of items) {
    if (item.product === product && item.kind === 'interface') links[item.name] = apiPathname(item);
  }
  return links;
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/** One API entry with its descriptions in `lang` (a translation overrides English key by key). */
export function loadApiEntry(
  product: string,
  kebab: string,
  lang: Lang,
): { entry: ApiEntry; descriptions: ApiDescriptions } {
  const base = path.join(API_DIR, product, kebab);
  const entry = readJson<ApiEntry>(`${base}.json`);
  if (!entry) throw new Error(`No API entry ${product}/${kebab}: run \`npm run api:build\``);
  const english = readJson<ApiDescriptions>(`${base}.en.json`) ?? ({} as ApiDescriptions);
  const translated = lang === 'en' ? undefined : readJson<ApiDescriptions>(`${base}.${lang}.json`);
  const descriptions = mergeDescriptions(english, translated);
  return {
    entry,
    descriptions:
      lang === 'en' ? descriptions : mapDescriptions(descriptions, (text) => localizeDocLinks(text, lang)),
  };
}

/** Translated descriptions win where present; everything else stays English. */
export function mergeDescriptions(
  english: ApiDescriptions,
  translated?: Partial<ApiDescriptions>,
): ApiDescriptions {
  if (!translated) return english;
  const merged: Record<string, unknown> = { ...english };
  for (const [key, value] of Object.entries(translated)) {
    const base = (english as unknown as Record<string, unknown>)[key];
    merged[key] =
      value && typeof value === 'object' && base && typeof base === 'object' ? { ...base, ...value } : value;
  }
  return merged as unknown as ApiDescriptions;
}
