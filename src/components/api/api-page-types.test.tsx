import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentEntry, InterfaceEntry } from '@/engine/api-reference/types';
import { ApiPage } from './api-page';

const base = {
  _generated: 'x',
  product: 'data-grid' as const,
  aliases: [] as string[],
  deprecated: false,
  imports: [] as string[],
};

const grid: ComponentEntry = {
  ...base,
  name: 'DataGridPremium',
  kebab: 'data-grid-premium',
  kind: 'component',
  plan: 'premium',
  plans: ['premium'],
  themeName: 'MuiDataGrid',
  source: {
    package: '@mui/x-data-grid-premium',
    version: '8.29.3',
    path: 'DataGridPremium/DataGridPremium.d.ts',
    line: 7,
  },
  props: [
    { name: 'columns', type: { text: 'readonly GridColDef<R>[]' }, required: true, deprecated: false },
    {
      name: 'onRowClick',
      type: {
        text: 'GridEventListener<"rowClick">',
        signature: {
          params: [
            { name: 'params', type: 'GridRowParams<any>' },
            { name: 'details', type: 'GridCallbackDetails', optional: true },
          ],
          returns: 'void',
        },
      },
      required: false,
      deprecated: false,
    },
    {
      name: 'onRowCountChange',
      type: {
        text: '(count: number) => void',
        signature: { params: [{ name: 'count', type: 'number' }], returns: 'void' },
      },
      required: false,
      deprecated: false,
    },
    { name: 'treeData', type: { text: 'boolean' }, required: false, deprecated: false, plan: 'pro' },
    {
      name: 'rowGroupingModel',
      type: { text: 'string[]' },
      required: false,
      deprecated: false,
      plan: 'premium',
    },
  ],
  slots: [],
  classes: [],
};

const links = {
  GridColDef: '/zh/x/api/data-grid/grid-col-def',
  GridRowParams: '/zh/x/api/data-grid/grid-row-params',
};

function render(entry: ComponentEntry | InterfaceEntry) {
  return renderToStaticMarkup(
    <ApiPage
      entry={entry}
      descriptions={{}}
      t={(key) => `[${key}]`}
      page={{ path: `/x/api/data-grid/${entry.kebab}`, lang: 'zh', version: '8.29.3' }}
      typeLinks={links}
    />,
  );
}

function row(html: string, name: string): string {
  const start = html.indexOf(`data-name="${name}"`);
  return html.slice(start, html.indexOf('</tr>', start));
}

describe('ApiPage types', () => {
  const html = render(grid);

  it('links a type name that has an interface page, inside the rendered type', () => {
    expect(row(html, 'columns')).toContain('readonly <a href="/zh/x/api/data-grid/grid-col-def"');
    expect(row(html, 'columns')).toMatch(/>GridColDef<\/a>&lt;R&gt;\[\]/);
    // No page, no link.
    expect(row(html, 'onRowClick')).not.toContain('GridEventListener</a>');
  });

  it('shows a callback signature with parameters, linked types and the return type', () => {
    const onRowClick = row(html, 'onRowClick');
    expect(onRowClick).toContain('[api-docs.signature]');
    expect(onRowClick).toContain('params: <a href="/zh/x/api/data-grid/grid-row-params"');
    expect(onRowClick).toContain('details?: GridCallbackDetails');
    expect(onRowClick).toContain(') =&gt; void');
    expect(row(html, 'columns')).not.toContain('[api-docs.signature]');
  });

  it('writes a plain function type once, as its signature', () => {
    const onRowCountChange = row(html, 'onRowCountChange');
    expect(onRowCountChange).toContain('[api-docs.signature]');
    expect(onRowCountChange).not.toContain('[api-docs.type]');
    expect(onRowCountChange.match(/count: number/g)).toHaveLength(1);
    // A named callback type keeps its name beside the signature.
    expect(row(html, 'onRowClick')).toContain('[api-docs.type]');
  });

  it('badges props by the plan that adds them', () => {
    expect(row(html, 'treeData')).toContain('plan-badge plan-pro');
    expect(row(html, 'rowGroupingModel')).toContain('plan-badge plan-premium');
    expect(row(html, 'columns')).not.toContain('plan-badge');
  });

  it('names the theme key and links the declaration on the npm CDN at the exact version', () => {
    expect(html).toContain('<code>MuiDataGrid</code> · [api-docs.themeKey]');
    expect(html).toContain(
      'href="https://unpkg.com/@mui/x-data-grid-premium@8.29.3/DataGridPremium/DataGridPremium.d.ts#L7"',
    );
  });

  it('links names in an interface page alias text and gives it no theme line', () => {
    const alias: InterfaceEntry = {
      ...base,
      name: 'GridColumns',
      kebab: 'grid-columns',
      kind: 'interface',
      plan: 'community',
      plans: ['community'],
      typeText: 'GridColDef[]',
      properties: [],
    };
    const page = render(alias);
    expect(page).toContain('href="/zh/x/api/data-grid/grid-col-def"');
    expect(page).not.toContain('[api-docs.theme]');
    expect(page).not.toContain('[api-docs.source]');
  });
});
