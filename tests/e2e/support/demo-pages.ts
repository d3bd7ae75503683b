import fs from 'node:fs';
import { docsPagePathnames } from '../../../src/engine/nav/docs-pages';
import { contentFilesFor, contentKeyFor } from '../../../src/engine/content/files';

/** Number of `<Demo>` tags in the English source of a docs page (0 when it has no file). */
function demoCount(pathname: string): number {
  const file = contentFilesFor(contentKeyFor(pathname), 'en').find((candidate) => fs.existsSync(candidate));
  return file ? (fs.readFileSync(file, 'utf8').match(/<Demo\s/g)?.length ?? 0) : 0;
}

/**
 * Every docs page of the navigation tree that embeds demos, in every product, with its number of
 * demos. tests/e2e/demo-sweep.spec.ts mounts and checks each of them once; tests/e2e/pages.spec.ts
 * visits the other docs pages.
 */
export const DEMO_PAGES = docsPagePathnames()
  .filter((pathname) => !pathname.startsWith('/x/api/') && !pathname.startsWith('/x/migration/'))
  .map((pathname) => ({ pathname, demos: demoCount(pathname) }))
  .filter((page) => page.demos > 0);
