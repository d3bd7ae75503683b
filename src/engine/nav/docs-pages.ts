import { isApiChangesPathname } from '../api-reference/changes-paths';
import { flattenPages } from './flatten';
import { navTree as docsTree } from './tree';

/**
 * Pathnames of written pages (content files), in reading order: the docs tree without the
 * generated API and API changes pages. Read from the tree alone, not the generated API index,
 * so the end-to-end specs, which Playwright runs in plain Node, can list the pages without
 * importing a `server-only` module.
 */
export function docsPagePathnames(): string[] {
  return flattenPages(docsTree)
    .map((leaf) => leaf.page.pathname)
    .filter((pathname) => !pathname.startsWith('/x/api/') && !isApiChangesPathname(pathname));
}
