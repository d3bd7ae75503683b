import { describe, expect, it } from 'vitest';
import { loadPage } from './load-page';

// Compiles real pages (MDX, Shiki): slow, so only two small ones.
describe('loadPage API section', () => {
  it('closes the table of contents with the API entry, in the page language', async () => {
    const en = await loadPage('/x/react-tree-view', 'en');
    expect(en.toc.at(-1)).toEqual({ id: 'api', text: 'API', depth: 2 });
    expect(en.apiLinks.map((link) => link.href)).toContain('/x/api/tree-view/rich-tree-view-pro');
    const zh = await loadPage('/x/react-tree-view', 'zh');
    expect(zh.toc.at(-1)).toEqual({ id: 'api', text: 'API 参考', depth: 2 });
    expect(zh.apiLinks[0].href).toBe('/zh/x/api/tree-view/simple-tree-view');
  });

  it('adds nothing to a page that keeps its own API section', async () => {
    const page = await loadPage('/x/react-data-grid/list-view', 'en');
    expect(page.apiLinks).toEqual([]);
    expect(page.toc.filter((entry) => entry.id === 'api')).toHaveLength(1);
  });
});
