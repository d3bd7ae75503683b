import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { identifierParts } from '../shared/markdown/identifier-breaks';

/**
 * Lets long inline code wrap at sensible points on a narrow screen: a `<wbr>` goes between
 * the parts `identifierParts` finds (after a dot, before a camel-case hump). The text read,
 * copied or searched is unchanged. Code blocks (`pre > code`) keep their lines and scroll.
 */
export function rehypeInlineCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || (parent?.type === 'element' && parent.tagName === 'pre')) return;
      node.children = node.children.flatMap((child): ElementContent[] => {
        if (child.type !== 'text') return [child];
        return identifierParts(child.value).flatMap((part, index) => [
          ...(index > 0
            ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element]
            : []),
          { type: 'text' as const, value: part },
        ]);
      });
    });
  };
}
