import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeNewIn } from './rehype-new-in';

const code = (value: string): Element => ({
  type: 'element',
  tagName: 'code',
  properties: {},
  children: [{ type: 'text', value }],
});
const el = (tagName: string, ...children: Array<Element | string>): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: children.map((child) => (typeof child === 'string' ? { type: 'text', value: child } : child)),
});
const text = (node: Element): string =>
  node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? text(child) : ''))
    .join('');

const ADDED: Record<string, string> = { tabNavigation: '8.19', Toolbar: '8.0' };
const addedIn = (name: string) => (ADDED[name] === '8.0' ? undefined : ADDED[name]);

function run(children: Element[], page?: string): Root {
  const tree: Root = { type: 'root', children };
  rehypeNewIn({ addedIn, page, label: 'New in {version}' })(tree);
  return tree;
}

describe('New in 8.N on guides', () => {
  it('marks a heading whose first inline code appeared after 8.0, from the heading or the paragraph under it', () => {
    const tree = run([
      el('h2', 'Tab key with ', code('tabNavigation')),
      el('h2', 'Keyboard'),
      el('p', 'Set ', code('tabNavigation'), ' to move out of the grid.'),
      el('h3', 'Toolbar'),
      el('p', 'The ', code('<Toolbar />'), ' component.'),
    ]);
    const headings = tree.children.filter(
      (node): node is Element => node.type === 'element' && /^h/.test(node.tagName),
    );
    expect(headings.map(text)).toEqual([
      'Tab key with tabNavigationNew in 8.19',
      'KeyboardNew in 8.19',
      'Toolbar',
    ]);
  });

  it('puts the page mark first and does not repeat it on headings of the same release', () => {
    const tree = run([el('h2', code('tabNavigation'))], '8.19');
    const [first, heading] = tree.children as Element[];
    expect(text(first)).toBe('New in 8.19');
    expect(text(heading)).toBe('tabNavigation');
  });
});
