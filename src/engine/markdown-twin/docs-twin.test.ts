import { describe, expect, it } from 'vitest';
import { SITE } from '@/config/site';
import { apiLinksMarkdown, docsPageMarkdown } from './docs-twin';

describe('docs page twin API section', () => {
  it('ends a guide with its components as absolute links, plans named', () => {
    const markdown = docsPageMarkdown('/x/react-data-grid/sorting', 'en');
    expect(
      markdown.endsWith(
        [
          '## API',
          '',
          `- [DataGrid](${SITE.origin}/x/api/data-grid/data-grid)`,
          `- [DataGridPro](${SITE.origin}/x/api/data-grid/data-grid-pro) (Pro)`,
          `- [DataGridPremium](${SITE.origin}/x/api/data-grid/data-grid-premium) (Premium)`,
          '',
        ].join('\n'),
      ),
    ).toBe(true);
  });

  it('links the Chinese API pages from a Chinese twin', () => {
    const markdown = docsPageMarkdown('/x/react-tree-view', 'zh');
    expect(markdown).toContain(
      `## API 参考\n\n- [SimpleTreeView](${SITE.origin}/zh/x/api/tree-view/simple-tree-view)`,
    );
  });

  it('keeps a hand-written API section and adds none', () => {
    const markdown = docsPageMarkdown('/x/react-data-grid/list-view', 'en');
    expect(markdown.match(/^## API$/gm)).toHaveLength(1);
    expect(markdown).toContain('listViewColumn');
  });

  it('writes nothing for a page without components', () => {
    expect(apiLinksMarkdown([], 'en')).toEqual([]);
  });

  it('shows the quickstart install command for npm first, then pnpm and yarn', () => {
    const markdown = docsPageMarkdown('/x/react-data-grid/quickstart', 'en');
    const npm = markdown.indexOf('npm install @mui/x-data-grid @mui/material');
    expect(npm).toBeGreaterThan(0);
    expect(markdown.indexOf('pnpm add @mui/x-data-grid @mui/material')).toBeGreaterThan(npm);
    expect(markdown.indexOf('yarn add @mui/x-data-grid @mui/material')).toBeGreaterThan(npm);
  });
});
