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

/** An h2–h4 heading's id and level. */
export interface Anchor {
  id: string;
  depth: number;
}

export interface HeadingOptions {
  /**
   * Ids for the page's h2–h4 headings in order: a translation passes its English page's, so an
   * anchor such as `bars#stacking` works in every language. Used when the translation's heading
   * levels are those of the English page or of its beginning (sections added to the English page
   * after the translation was written keep their ids).
   */
  ids?: readonly Anchor[];
}

/** Whether `own` heading levels are `english`'s, or the start of them. */
export function followsEnglish(own: readonly number[], english: readonly Anchor[]): boolean {
  return (
    own.length > 0 &&
    own.length <= english.length &&
    own.every((depth, index) => english[index].depth === depth)
  );
}

/**
 * Gives h2–h4 stable ids (GitHub's slug rules, de-duplicated per page, or `options.ids`),
 * appends a self-link, records h2/h3 in `file.data.toc` and every id in `file.data.anchors`.
 */
export function rehypeHeadings(options: HeadingOptions = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const anchors: Anchor[] = [];
    const depths: number[] = [];
    visit(tree, 'element', (node: Element) => {
      const match = /^h([2-4])$/.exec(node.tagName);
      if (match) depths.push(Number(match[1]));
    });
    const given = options.ids && followsEnglish(depths, options.ids) ? options.ids : undefined;
    visit(tree, 'element', (node: Element) => {
      const match = /^h([2-4])$/.exec(node.tagName);
      if (!match) return;
      const text = textOf(node).trim();
      const id =
        typeof node.properties.id === 'string'
          ? node.properties.id
          : (given?.[anchors.length]?.id ?? slugger.slug(text));
      anchors.push({ id, depth: Number(match[1]) });
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
    file.data.anchors = anchors;
    file.data.headingIds = new Set(toc.map((entry) => entry.id));
  };
}
