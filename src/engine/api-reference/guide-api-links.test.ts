import fs from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { contentFilesFor, contentKeyFor } from '../content/files';
import { docsPagePathnames } from '../nav';
import { hasHandWrittenApiSection } from './api-section';
import { guideApiLinks, pageApiLinks } from './guide-api-links';
import type { ApiIndexItem } from './types';

const item = (name: string, product: ApiIndexItem['product'], plan: ApiIndexItem['plan']): ApiIndexItem => ({
  name,
  kebab: name
    .replace(/^Unstable_/, '')
    .replace(/(?<!^)([A-Z])/g, '-$1')
    .toLowerCase(),
  product,
  kind: 'component',
  plans: [plan],
  plan,
  propCount: 1,
  aliases: [],
});

describe('guideApiLinks with the generated index', () => {
  it('links components of the four products with their plan', () => {
    const { links, missing } = guideApiLinks(
      ['DataGrid', 'DataGridPremium', 'DateRangePicker', 'BarChart', 'RichTreeViewPro'],
      { lang: 'en' },
    );
    expect(missing).toEqual([]);
    expect(links).toEqual([
      {
        name: 'DataGrid',
        plan: 'community',
        pathname: '/x/api/data-grid/data-grid',
        href: '/x/api/data-grid/data-grid',
      },
      {
        name: 'DataGridPremium',
        plan: 'premium',
        pathname: '/x/api/data-grid/data-grid-premium',
        href: '/x/api/data-grid/data-grid-premium',
      },
      {
        name: 'DateRangePicker',
        plan: 'pro',
        pathname: '/x/api/date-pickers/date-range-picker',
        href: '/x/api/date-pickers/date-range-picker',
      },
      {
        name: 'BarChart',
        plan: 'community',
        pathname: '/x/api/charts/bar-chart',
        href: '/x/api/charts/bar-chart',
      },
      {
        name: 'RichTreeViewPro',
        plan: 'pro',
        pathname: '/x/api/tree-view/rich-tree-view-pro',
        href: '/x/api/tree-view/rich-tree-view-pro',
      },
    ]);
  });

  it('links Chinese guides to the Chinese API pages', () => {
    const [link] = guideApiLinks(['SimpleTreeView'], { lang: 'zh' }).links;
    expect(link.href).toBe('/zh/x/api/tree-view/simple-tree-view');
    expect(link.pathname).toBe('/x/api/tree-view/simple-tree-view');
  });

  it('finds a component the packages export as Unstable_', () => {
    const { links } = guideApiLinks(['SankeyChart'], { lang: 'en' });
    expect(links).toEqual([
      {
        name: 'SankeyChart',
        plan: 'pro',
        pathname: '/x/api/charts/sankey-chart',
        href: '/x/api/charts/sankey-chart',
      },
    ]);
  });

  it("prefers the guide's product when two products export a name", () => {
    const inCharts = guideApiLinks(['Toolbar'], { lang: 'en', pathname: '/x/react-charts/toolbar' });
    const inGrid = guideApiLinks(['Toolbar'], { lang: 'en', pathname: '/x/react-data-grid/components' });
    expect(inCharts.links[0].pathname).toBe('/x/api/charts/toolbar');
    expect(inGrid.links[0].pathname).toBe('/x/api/data-grid/toolbar');
  });

  it('has an API page for every component the guides list', () => {
    const missing: string[] = [];
    for (const pathname of docsPagePathnames()) {
      const file = contentFilesFor(contentKeyFor(pathname), 'en').find((f) => fs.existsSync(f));
      const components = file
        ? ((matter(fs.readFileSync(file, 'utf8')).data.components ?? []) as string[])
        : [];
      const result = guideApiLinks(components, { lang: 'en', pathname });
      missing.push(...result.missing.map((name) => `${pathname}: ${name}`));
    }
    // A name listed here is a typo in front matter or a component the API build does not document.
    expect(missing).toEqual([]);
  });
});

describe('guideApiLinks with a fixture index', () => {
  const index = [item('FancyGrid', 'data-grid', 'pro'), item('Unstable_Gauge', 'charts', 'community')];

  it('skips names with no API page and reports them', () => {
    const result = guideApiLinks(['NoSuchComponent', 'FancyGrid', 'Gauge', 'FancyGrid'], {
      lang: 'en',
      index,
    });
    expect(result.missing).toEqual(['NoSuchComponent']);
    expect(result.links.map((link) => link.href)).toEqual([
      '/x/api/data-grid/fancy-grid',
      '/x/api/charts/gauge',
    ]);
  });
});

describe('pageApiLinks', () => {
  it('leaves out pages without components and pages with their own API section', () => {
    expect(pageApiLinks({ body: '## Intro\n' }, { lang: 'en' })).toEqual([]);
    expect(
      pageApiLinks({ components: ['DataGrid'], body: '## Intro\n\n## API\n\n- x\n' }, { lang: 'en' }),
    ).toEqual([]);
    expect(
      pageApiLinks({ components: ['DataGrid'], body: '## Using the API\n' }, { lang: 'en' }),
    ).toHaveLength(1);
  });

  it('recognises only an h2 titled API', () => {
    expect(hasHandWrittenApiSection('text\n## API  \n')).toBe(true);
    expect(hasHandWrittenApiSection('### API\n## The API object\n')).toBe(false);
  });
});
