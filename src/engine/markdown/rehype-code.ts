import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { highlightToHast } from './highlight';

function codeText(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/**
 * Replaces fenced code blocks with build-time highlighted markup, wrapped in
 * a `<CodeBlock>` so the page can add a copy button without shipping the text twice.
 */
export function rehypeCode() {
  return async (tree: Root) => {
    const jobs: Promise<void>[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const source = codeText(code).replace(/\n$/, '');
      jobs.push(
        highlightToHast(source, lang).then((highlighted) => {
          const pre = highlighted.children[0] as Element;
          parent.children[index] = {
            type: 'element',
            tagName: 'div',
            properties: { className: ['code-block'], dataLang: lang ?? 'text' },
            children: [
              pre,
              {
                type: 'element',
                tagName: 'copy-slot',
                properties: { dataCode: source },
                children: [],
              },
            ],
          };
        }),
      );
    });
    await Promise.all(jobs);
  };
}
