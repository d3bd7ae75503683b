import GithubSlugger from 'github-slugger';
import type { Element, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

/** One entry of a page's table of contents. */
export interface TocEntry {
  /** Anchor id of the heading. */
  id: string;
  /** Plain text of the heading. */
  text: string;
  /** 2 or 3. */
  depth: 2 | 3;
}

function textOf(node: Element | Text): string {
  if (node.type === 'text') return node.value;
  return node.children
    .map((child) => (child.type === 'element' || child.type === 'text' ? textOf(child) : ''))
    .join('');
}

/**
 * Gives h2–h4 stable ids (GitHub's slug rules, de-duplicated per page),
 * appends a self-link, and records h2/h3 in `file.data.toc`.
 */
export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    visit(tree, 'element', (node: Element) => {
      const match = /^h([2-4])$/.exec(node.tagName);
      if (!match) return;
      const text = textOf(node).trim();
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      node.properties.className = ['heading'];
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['heading-anchor'], ariaLabel: `Link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
      const depth = Number(match[1]);
      if (depth === 2 || depth === 3) toc.push({ id, text, depth });
    });
    file.data.toc = toc;
    file.data.headingIds = new Set(toc.map((entry) => entry.id));
  };
}
