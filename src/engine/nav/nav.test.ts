import { describe, expect, it } from 'vitest';
import { assertUniquePathnames, flattenPages, getPrevNext, navTree, allPagePathnames } from './index';

describe('navigation tree', () => {
  it('has the seven top-level groups in sidebar order', () => {
    expect(navTree.map((group) => group.pathname)).toEqual([
      '/x/introduction-group',
      '/x/common-concepts',
      '/x/react-data-grid-group',
      '/x/react-date-pickers-group',
      '/x/react-charts-group',
      '/x/react-tree-view-group',
      '/x/migration',
    ]);
  });

  it('throws on a duplicate pathname and names both places', () => {
    const tree = [
      { pathname: '/x/a', children: [{ pathname: '/x/b' }] },
      { pathname: '/x/c', children: [{ pathname: '/x/d' }, { pathname: '/x/b' }] },
    ];
    expect(() => assertUniquePathnames(tree)).toThrow(
      'Duplicate navigation pathname "/x/b" at navTree[0].children[0] and navTree[1].children[1]',
    );
  });

  it('accepts the real tree', () => {
    expect(() => assertUniquePathnames(navTree)).not.toThrow();
  });

  it('flattens pages in reading order, skipping groups and planned pages', () => {
    const leaves = flattenPages([
      { pathname: '/g', group: true, children: [{ pathname: '/a' }, { pathname: '/p', planned: true }] },
      { pathname: '/b' },
    ]);
    expect(leaves.map((leaf) => leaf.page.pathname)).toEqual(['/a', '/b']);
    expect(leaves[0].ancestors.map((a) => a.pathname)).toEqual(['/g']);
  });

  it('links prev and next across groups', () => {
    const pages = allPagePathnames();
    expect(pages[0]).toBe('/x/introduction');
    expect(getPrevNext('/x/introduction').prev).toBeUndefined();
    expect(getPrevNext('/x/introduction').next?.pathname).toBe(pages[1]);
    const lastIntro = pages.indexOf('/x/common-concepts/localization') - 1;
    expect(getPrevNext(pages[lastIntro]).next?.pathname).toBe('/x/common-concepts/localization');
  });
});
