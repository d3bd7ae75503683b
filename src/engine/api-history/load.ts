import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Product } from '../api-reference/types';
import type { EntryHistory, Minor, ProductHistory } from './types';

/** Committed by `npm run api:history`; read at build, never fetched. */
const DIR = path.join(process.cwd(), 'data', 'api-history');
const cache = new Map<Product, ProductHistory | undefined>();

export function loadProductHistory(product: Product): ProductHistory | undefined {
  if (!cache.has(product)) {
    const file = path.join(DIR, `${product}.json`);
    cache.set(
      product,
      fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ProductHistory) : undefined,
    );
  }
  return cache.get(product);
}

/** One API page's share of the history: its marks and the minors a reader can pick. */
export interface PageHistory {
  entry: EntryHistory;
  releases: Minor[];
  /**
   * Minors in which the page's package published nothing the npm registry serves, each with the
   * earlier release that stands in for it (a Pro package skipping minors its community package had).
   */
  carried?: Array<{ minor: Minor; version: string }>;
}

/** `pkg`: the package the page's component comes from, whose skipped minors the page names. */
export function loadPageHistory(product: Product, kebab: string, pkg?: string): PageHistory | undefined {
  const history = loadProductHistory(product);
  if (!history) return undefined;
  const carried = pkg
    ? history.releases
        .filter(({ minor, versions }) => versions[pkg] && !versions[pkg].startsWith(`${minor}.`))
        .map(({ minor, versions }) => ({ minor, version: versions[pkg] }))
    : [];
  return {
    entry: history.entries[kebab] ?? {},
    releases: history.releases.map((release) => release.minor),
    carried,
  };
}
