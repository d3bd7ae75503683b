import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentEntry } from '@/engine/api-reference/types';
import { ApiPage } from './api-page';

const entry: ComponentEntry = {
  _generated: 'x',
  name: 'DataGridPro',
  kebab: 'data-grid-pro',
  product: 'data-grid',
  kind: 'component',
  plan: 'pro',
  plans: ['pro'],
  aliases: [],
  imports: ["import { DataGridPro } from '@mui/x-data-grid-pro';"],
  deprecated: false,
  props: [
    {
      name: 'rows',
      type: { text: 'readonly R[]' },
      required: true,
      deprecated: false,
    },
    {
      name: 'density',
      type: {
        text: 'a | b | c | d | e',
        members: ['a', 'b', 'c', 'd', 'e'],
        alias: 'GridDensity',
      },
      default: '"standard"',
      required: false,
      deprecated: true,
    },
  ],
  slots: [{ name: 'toolbar', default: 'GridToolbar' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root' }],
};

describe('ApiPage', () => {
  const html = renderToStaticMarkup(
    <ApiPage
      entry={entry}
      descriptions={{
        props: { rows: 'Uses `R`.' },
        deprecated: { density: 'Use <b>x</b>.' },
        slots: { toolbar: 'Top bar.' },
      }}
      t={(key) => `[${key}]`}
      page={{ path: '/x/api/data-grid/data-grid-pro', lang: 'en', version: '8.29.3' }}
      guides={[{ title: 'Pro overview', href: '/x/react-data-grid/pro' }]}
    />,
  );

  it('lets a long name wrap before its words and the slot and class tables scroll in their box', () => {
    const long = renderToStaticMarkup(
      <ApiPage
        entry={{ ...entry, name: 'GridColumnHeaderItem' }}
        descriptions={{}}
        t={(key) => `[${key}]`}
        page={{ path: '/x/api/data-grid/grid-column-header-item', lang: 'en', version: '8.29.3' }}
      />,
    );
    expect(long).toMatch(/<h1><span class="[^"]*">Grid<wbr\/>Column<wbr\/>Header<wbr\/>Item<\/span>/);
    expect(html.match(/<div data-static-html="[^"]+" class="table-scroll"><table/g)).toHaveLength(2);
  });

  it('renders its tables as static HTML: an island that the payload does not repeat', () => {
    // Props, slots and classes: each table is in the HTML, inside an element the client keeps as is.
    expect(html.match(/<div data-static-html="[0-9a-f-]{36}"[^>]*>\s*<table/g)).toHaveLength(3);
  });

  it('renders anchored rows for props, slots and classes', () => {
    for (const id of ['prop-rows', 'slot-toolbar', 'classes-root']) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`href="#${id}"`);
    }
    expect(html).toContain('data-name="density"');
    expect(html).toContain('data-copy-link="prop-rows"');
    expect(html).toContain('aria-label="[api-docs.copyLink]: rows"');
    expect(html).toContain('data-copy-link="classes-root"');
  });

  it('shows required, deprecated, folded unions and Markdown', () => {
    expect(html).toContain('[api-docs.required]');
    expect(html).toContain('[api-docs.deprecated]');
    expect(html).toContain('<details');
    expect(html).toContain('<code>R</code>');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('[plan.pro]');
  });

  it('ends with the guides and the feedback box, and shows no ad on a Pro component', () => {
    expect(html).toContain('href="/x/react-data-grid/pro"');
    expect(html).toContain('[feedback.question]');
    expect(html).not.toContain('data-testid="ad-slot"');
    const community = renderToStaticMarkup(
      <ApiPage
        entry={{ ...entry, name: 'DataGrid', plan: 'community', plans: ['community', 'pro'] }}
        descriptions={{}}
        t={(key) => `[${key}]`}
        page={{ path: '/x/api/data-grid/data-grid', lang: 'en', version: '8.29.3' }}
      />,
    );
    expect(community).toContain('data-testid="ad-slot"');
    expect(community.indexOf('data-testid="ad-slot"')).toBeLessThan(community.indexOf('id="import"'));
  });
});
