import type { NavPage } from './types';
import { navTree as docsTree } from './tree';
import { withApiPages } from './api-nav';
import { loadApiIndex } from '../api-reference/api-index';
import { assertUniquePathnames, flattenPages, type NavLeaf } from './flatten';

export type { NavPage, Plan } from './types';
export { assertUniquePathnames, flattenPages, type NavLeaf } from './flatten';
export { docsPagePathnames } from './docs-pages';

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
