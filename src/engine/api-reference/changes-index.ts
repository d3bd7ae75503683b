import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { CURRENT_PAIR, type MajorPair } from './changes-paths';
import type { EntryChanges, ProductChanges } from './changes-types';
import type { Product } from './types';

export {
  apiChangesPage,
  apiChangesPathname,
  apiChangesPathnames,
  apiChangesProduct,
  isApiChangesPathname,
  MAJOR_PAIRS,
} from './changes-paths';
export type { MajorPair } from './changes-paths';

/** Folder `npm run api:build` writes the comparisons to, one subfolder per pair of majors. */
export const API_CHANGES_DIR = path.join(process.cwd(), 'generated', 'api-changes');

const cache = new Map<string, ProductChanges | undefined>();

/** A product's comparison, or undefined (with one warning) when `npm run api:build` has not written it. */
export function loadProductChanges(
  product: Product,
  pair: MajorPair = CURRENT_PAIR,
): ProductChanges | undefined {
  const key = `${pair}/${product}`;
  if (cache.has(key)) return cache.get(key);
  const file = path.join(API_CHANGES_DIR, pair, `${product}.json`);
  const changes = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ProductChanges)
    : undefined;
  if (!changes) console.warn(`[api] ${file} is missing: run \`npm run api:build\`.`);
  cache.set(key, changes);
  return changes;
}

/** What changed in one component or interface since the previous major, if anything did. */
export function loadEntryChanges(
  product: Product,
  name: string,
  pair: MajorPair = CURRENT_PAIR,
): EntryChanges | undefined {
  return loadProductChanges(product, pair)?.entries.find((entry) => entry.name === name);
}
