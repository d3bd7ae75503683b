import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { EntryChanges, ProductChanges } from './changes-types';
import type { Product } from './types';

export { apiChangesPathname, apiChangesProduct, isApiChangesPathname } from './changes-paths';

/** Folder `npm run api:build` writes the comparisons to. */
export const API_CHANGES_DIR = path.join(process.cwd(), 'generated', 'api-changes');

const cache = new Map<Product, ProductChanges | undefined>();

/** A product's comparison, or undefined (with one warning) when `npm run api:build` has not written it. */
export function loadProductChanges(product: Product): ProductChanges | undefined {
  if (cache.has(product)) return cache.get(product);
  const file = path.join(API_CHANGES_DIR, `${product}.json`);
  const changes = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ProductChanges)
    : undefined;
  if (!changes) console.warn(`[api] ${file} is missing: run \`npm run api:build\`.`);
  cache.set(product, changes);
  return changes;
}

/** What changed in one component or interface since v7, if anything did. */
export function loadEntryChanges(product: Product, name: string): EntryChanges | undefined {
  return loadProductChanges(product)?.entries.find((entry) => entry.name === name);
}
