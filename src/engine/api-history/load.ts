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
}

export function loadPageHistory(product: Product, kebab: string): PageHistory | undefined {
  const history = loadProductHistory(product);
  if (!history) return undefined;
  return { entry: history.entries[kebab] ?? {}, releases: history.releases.map((release) => release.minor) };
}
