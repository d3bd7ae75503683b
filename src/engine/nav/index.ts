import type { NavPage } from './types';
import { navTree as docsTree } from './tree';
import { withApiPages } from './api-nav';
import { loadApiIndex } from '../api-reference/api-index';
import { isApiChangesPathname } from '../api-reference/changes-index';

export type { NavPage, Plan } from './types';

/** A page of the tree that has content, with the chain of entries above it. */
export interface NavLeaf {
  page: NavPage;
  /** Entries from the top-level group down to the page's parent. */
  ancestors: NavPage[];
}

/** Throws when two entries share a pathname, naming both places. */
export function assertUniquePathnames(tree: NavPage[]): void {
  const seen = new Map<string, string>();
  const walk = (pages: NavPage[], trail: string) => {
    pages.forEach((page, index) => {
      const place = `${trail}[${index}]`;
      const earlier = seen.get(page.pathname);
      if (earlier) {
        throw new Error(`Duplicate navigation pathname "${page.pathname}" at ${earlier} and ${place}`);
      }
      seen.set(page.pathname, place);
      if (page.children) walk(page.children, `${place}.children`);
    });
  };
  walk(tree, 'navTree');
}

/** Every page with content, in reading order (the order of prev/next links). */
export function flattenPages(tree: NavPage[]): NavLeaf[] {
  const leaves: NavLeaf[] = [];
  const walk = (pages: NavPage[], ancestors: NavPage[]) => {
    for (const page of pages) {
      if (!page.group && !page.planned) leaves.push({ page, ancestors });
      if (page.children) walk(page.children, [...ancestors, page]);
    }
  };
  walk(tree, []);
  return leaves;
}

/** The docs tree plus the generated API pages, checked and ordered once. */
const navTree = withApiPages(docsTree, loadApiIndex());
assertUniquePathnames(navTree);
const leaves = flattenPages(navTree);
const byPathname = new Map(leaves.map((leaf, index) => [leaf.page.pathname, index]));

export { navTree };

/** All page pathnames in reading order. */
export function allPagePathnames(): string[] {
  return leaves.map((leaf) => leaf.page.pathname);
}

/** Pathnames of written pages (content files), without the generated API and API changes pages. */
export function docsPagePathnames(): string[] {
  return allPagePathnames().filter(
    (pathname) => !pathname.startsWith('/x/api/') && !isApiChangesPathname(pathname),
  );
}

export function findLeaf(pathname: string): NavLeaf | undefined {
  const index = byPathname.get(pathname);
  return index === undefined ? undefined : leaves[index];
}

/** The pages before and after `pathname` in reading order. */
export function getPrevNext(pathname: string): { prev?: NavPage; next?: NavPage } {
  const index = byPathname.get(pathname);
  if (index === undefined) return {};
  return { prev: leaves[index - 1]?.page, next: leaves[index + 1]?.page };
}
