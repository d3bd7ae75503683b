import type { Element, ElementContent, Root } from 'hast';

export interface NewInOptions {
  /** When a component, prop or slot name appeared (undefined: since the first 8.x release read). */
  addedIn?: (name: string) => string | undefined;
  /** The page's own mark, from its components. */
  page?: string;
  /** `New in {version}` in the page's language. */
  label?: string;
}

const HEADING = /^h[23]$/;

function firstCode(node: Element | undefined): string | undefined {
  if (!node) return undefined;
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'code' && child.children[0]?.type === 'text') {
      // `slots.toolbar` and `<DataGrid />` name `toolbar` and `DataGrid`.
      const text = child.children[0].value.replace(/^<|\s*\/?>$/g, '').replace(/^slots\./, '');
      return /^[A-Za-z_][\w]*$/.test(text) ? text : undefined;
    }
    if (child.tagName !== 'pre') {
      const inner = firstCode(child);
      if (inner) return inner;
    }
  }
  return undefined;
}

const chip = (text: string, minor: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['new-in'], dataNewIn: minor },
  children: [{ type: 'text', value: text }],
});

/**
 * "New in 8.N" on a guide: after the page's first paragraph when all its components came after
 * 8.0, and on each h2/h3 whose subject (the first inline code of the heading, else of the
 * paragraph under it) appeared after 8.0. Derived from the API history, never typed by hand.
 * Runs after `rehypeHeadings`, so ids and the table of contents keep the heading's own text.
 */
export function rehypeNewIn(options: NewInOptions) {
  return (tree: Root) => {
    const { addedIn, label } = options;
    if (!addedIn || !label) return;
    const text = (minor: string) => label.replace('{version}', minor);
    const children = tree.children;
    children.forEach((node, index) => {
      if (node.type !== 'element' || !HEADING.test(node.tagName)) return;
      const next = children.slice(index + 1).find((item): item is Element => item.type === 'element');
      const subject = firstCode(node) ?? (next?.tagName === 'p' ? firstCode(next) : undefined);
      const minor = subject && addedIn(subject);
      if (minor && minor !== options.page) node.children.push(chip(text(minor), minor));
    });
    if (options.page) {
      const mark: ElementContent = chip(text(options.page), options.page);
      children.unshift({
        type: 'element',
        tagName: 'p',
        properties: { className: ['new-in-page'] },
        children: [mark],
      });
    }
  };
}
