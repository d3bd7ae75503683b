import type { NavPage } from './types';

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
