import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { highlightToHast } from './highlight';
import { installTabs } from './install-tabs';
import { isInstallBlock } from '../shared/markdown/package-managers';

const SHELL_LANGS = ['bash', 'sh', 'shell'];

async function highlightedPre(code: string, lang: string | undefined): Promise<Element> {
  return (await highlightToHast(code, lang)).children[0] as Element;
}

function codeText(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/**
 * Replaces fenced code blocks with build-time highlighted markup, wrapped in
 * a `<CodeBlock>` so the page can add a copy button without shipping the text twice.
 * A shell block of `npm install` lines becomes npm / pnpm / yarn tabs.
 */
export function rehypeCode() {
  return async (tree: Root) => {
    const jobs: Promise<void>[] = [];
    let installBlocks = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const source = codeText(code).replace(/\n$/, '');
      if (SHELL_LANGS.includes(lang ?? '') && isInstallBlock(source)) {
        installBlocks += 1;
        const id = `install-tabs-${installBlocks}`;
        jobs.push(
          installTabs(source, id, (text) => highlightedPre(text, 'bash')).then((tabs) => {
            parent.children[index] = tabs;
          }),
        );
        return;
      }
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
