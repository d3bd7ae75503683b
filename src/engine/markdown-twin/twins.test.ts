import { describe, expect, it } from 'vitest';
import { SITE } from '@/config/site';
import { allPagePathnames } from '../nav';
import { apiEntryMarkdown } from './api-twin';
import { llmsTxt } from './llms';
import { markdownTwin, pathnameFromTwinSegments, twinPages, twinUrlPath } from './twins';

describe('markdown twins', () => {
  it('exist for every page in every language', () => {
    expect(twinPages()).toHaveLength(allPagePathnames().length * 2);
    expect(twinUrlPath('/x/react-data-grid/editing', 'en')).toBe('/x/react-data-grid/editing.md');
    expect(twinUrlPath('/x/api/data-grid/data-grid', 'zh')).toBe('/zh/x/api/data-grid/data-grid.md');
  });

  it('map route segments back to a page, and nothing else', () => {
    expect(pathnameFromTwinSegments(['x', 'react-data-grid', 'editing.md'])).toBe(
      '/x/react-data-grid/editing',
    );
    expect(pathnameFromTwinSegments(['x', 'react-data-grid', 'editing'])).toBeUndefined();
    expect(pathnameFromTwinSegments(['x', 'no-such-page.md'])).toBeUndefined();
  });

  it('turn a docs page into Markdown with its title, description and demo code', () => {
    const markdown = markdownTwin('/x/react-data-grid/editing', 'en');
    expect(markdown.startsWith('# Data Grid - Editing\n\nLet users change cell values')).toBe(true);
    expect(markdown).toContain('```tsx title="CellEditingGrid.tsx"');
    expect(markdown).toContain('export default function CellEditingGrid()');
    expect(markdown).not.toMatch(/<Demo\b|<Callout\b/);
  });

  it('link zh twins to zh pages', () => {
    const markdown = markdownTwin('/x/introduction', 'zh');
    const siteLinks = markdown.match(new RegExp(`${SITE.origin}/[^)\\s]*`, 'g')) ?? [];
    expect(siteLinks.filter((link) => link.includes('/x/') && !link.includes('/zh/x/'))).toEqual([]);
  });

  it('render an API page as tables of props, slots and CSS classes', () => {
    const markdown = markdownTwin('/x/api/data-grid/data-grid', 'en');
    expect(markdown).toContain('# DataGrid API');
    expect(markdown).toContain('| Name | Type | Default | Description |');
    expect(markdown).toMatch(/\| `rowHeight` \| `number` \| `52` \| .+ \|/);
    expect(markdown).toContain('## Slots');
    expect(markdown).toContain('## CSS classes');
    expect(markdown).toContain('`.MuiDataGrid-root`');
  });

  it('escape pipes in table cells so rows keep their columns', () => {
    const markdown = apiEntryMarkdown(
      {
        _generated: '',
        name: 'Thing',
        kebab: 'thing',
        product: 'charts',
        kind: 'component',
        plan: 'pro',
        plans: ['pro'],
        aliases: [],
        imports: ["import { Thing } from '@mui/x-charts-pro';"],
        deprecated: false,
        props: [{ name: 'size', type: { text: "'a' | 'b'" }, required: true, deprecated: false }],
        slots: [],
        classes: [],
      },
      { props: { size: 'Line one\nLine | two' } },
      { absoluteUrl: (path) => path },
    );
    expect(markdown).toContain("| `size` (required) | `'a' \\| 'b'` |  | Line one<br>Line \\| two |");
    expect(markdown).toContain('Plan: Pro');
  });
});

describe('llms.txt', () => {
  const text = llmsTxt();
  it('lists every docs and API page once, with a description', () => {
    for (const pathname of allPagePathnames()) expect(text).toContain(`](${SITE.origin}${pathname}): `);
    const lines = text.split('\n').filter((line) => line.startsWith('- ['));
    expect(lines).toHaveLength(allPagePathnames().length);
    expect(lines.filter((line) => /\): \S/.test(line))).toHaveLength(lines.length);
  });

  it('groups pages by product, API pages under their own heading', () => {
    expect(text).toContain('## Data Grid\n');
    expect(text).toContain('## Data Grid API\n');
    expect(text.indexOf('## Data Grid\n')).toBeLessThan(text.indexOf('/x/react-data-grid/editing)'));
    expect(text.indexOf('## Data Grid API\n')).toBeLessThan(text.indexOf('/x/api/data-grid/data-grid)'));
  });
});
