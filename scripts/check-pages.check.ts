/**
 * Loads and compiles docs pages the way the build does, without a build: front matter, demo names,
 * internal links and the prose checker, in English and Chinese. `npm run check:pages` checks every
 * docs page; `PAGES=/x/react-tree-view npm run check:pages` only the pathnames with that prefix
 * (comma-separated for several). Needs `npm run api:build && npm run generate` once.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { docsPagePathnames } from '../src/engine/nav';
import { loadPage } from '../src/engine/content/load-page';
import type { Lang } from '../src/engine/shared/paths';

const prefixes = (process.env.PAGES ?? '').split(',').filter(Boolean);
const pathnames = docsPagePathnames().filter(
  (pathname) => prefixes.length === 0 || prefixes.some((prefix) => pathname.startsWith(prefix)),
);

it(`compiles ${pathnames.length} docs pages in both languages`, async () => {
  const failures: string[] = [];
  let demos = 0;
  for (const pathname of pathnames) {
    for (const lang of ['en', 'zh'] as Lang[]) {
      try {
        const page = await loadPage(pathname, lang);
        if (lang === 'en') demos += fs.readFileSync(page.sourcePath, 'utf8').match(/<Demo\s/g)?.length ?? 0;
      } catch (error) {
        failures.push(`${lang} ${pathname}: ${(error as Error).message}`);
      }
    }
  }
  console.log(`check:pages: ${pathnames.length} pages, ${demos} demos`);
  expect(failures.join('\n\n')).toBe('');
});
