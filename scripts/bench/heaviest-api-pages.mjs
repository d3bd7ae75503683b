import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The heaviest API page of each product in the existing build: the English prerendered HTML with
 * the most bytes under .next/server/app/en/x/api/<product>/. Empty when nothing is built yet.
 */
export function heaviestApiPages(root) {
  const dir = join(root, '.next/server/app/en/x/api');
  if (!existsSync(dir)) return [];
  const pages = [];
  for (const product of readdirSync(dir, { withFileTypes: true })) {
    if (!product.isDirectory()) continue;
    let best = null;
    for (const file of readdirSync(join(dir, product.name))) {
      if (!file.endsWith('.html')) continue;
      const bytes = statSync(join(dir, product.name, file)).size;
      if (!best || bytes > best.bytes) best = { file, bytes };
    }
    if (best) pages.push(`/x/api/${product.name}/${best.file.replace(/\.html$/, '')}`);
  }
  return pages.sort();
}
