import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { loadDemo } from '../demos/load-demo';

export interface DemoOptions {
  /** Content key of the page, e.g. `common-concepts/localization`. */
  pageKey: string;
}

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return attribute && typeof attribute.value === 'string' ? attribute.value : undefined;
}

/**
 * Resolves each `<Demo name="X" />` of a page to its file beside the page and
 * attaches what the demo component needs: its id in the demo registry and the
 * highlighted source. An unknown name fails the build with page and name.
 */
export function remarkDemos(options: DemoOptions) {
  return async (tree: Root, file: VFile) => {
    const demos: MdxJsxFlowElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'Demo') demos.push(node);
    });
    await Promise.all(
      demos.map(async (node) => {
        const name = stringAttribute(node, 'name');
        if (!name) throw new Error(`A <Demo> without a name in ${file.path}`);
        const demo = await loadDemo(options.pageKey, name);
        const set = (attrName: string, value: string) =>
          node.attributes.push({ type: 'mdxJsxAttribute', name: attrName, value });
        set('id', demo.id);
        set('tsHtml', demo.tsHtml);
        set('tsCode', demo.tsCode);
        set('sourcePath', demo.sourcePath);
      }),
    );
  };
}
