import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { additionsByMinor, parseChangelog } from './changelog';
import { linkFor } from './links';
import { escapeLine, WHATS_NEW_FILE } from './render-page';
import { whatsNewPage } from './source';

const CHANGELOG = `# Changelog

## 8.2.1

_May 9, 2025_

### Data Grid

#### \`@mui/x-data-grid@8.2.1\`

- [DataGrid] Fix a crash when the rows change (#3) @someone

#### \`@mui/x-data-grid-pro@8.2.1\` [![pro](https://mui.com/r/x-pro-svg)](https://mui.com/r/x-pro-svg-link 'Pro plan')

Same changes as in \`@mui/x-data-grid@8.2.1\`, plus:

- [DataGridPro] Add \`onDetailPanelOpen\` callback (#4) @someone

## 8.2.0

_May 1, 2025_

### Charts

#### \`@mui/x-charts@8.2.0\`

- [charts] Add monochrome palettes (#1) (#2) @a @b
- [charts] Add benchmark for large bar charts (#5) @a

#### \`@mui/x-charts-premium@8.2.0\`

- [charts-premium] Add range bar chart (#6) @a

### Docs

- [docs] Add a new guide (#7) @a

## 8.2.0-beta.1

### Charts

#### \`@mui/x-charts@8.2.0-beta.1\`

- [charts] Add something early (#8) @a
`;

describe('the changelog reader', () => {
  const releases = parseChangelog(CHANGELOG);

  it('reads each release with its date and the lines of the product packages, plan included', () => {
    expect(releases.map((release) => [release.version, release.date])).toEqual([
      ['8.2.1', 'May 9, 2025'],
      ['8.2.0', 'May 1, 2025'],
      ['8.2.0-beta.1', ''],
    ]);
    expect(releases[0].entries).toEqual([
      { product: 'data-grid', plan: 'community', text: 'Fix a crash when the rows change' },
      { product: 'data-grid', plan: 'pro', text: 'Add `onDetailPanelOpen` callback' },
    ]);
  });

  it('keeps the additions of each minor, without fixes, repository work, pre-releases or unpublished packages', () => {
    expect(additionsByMinor(releases, 8)).toEqual([
      {
        minor: '8.2',
        date: 'May 1, 2025',
        entries: [
          { product: 'charts', plan: 'community', text: 'Add monochrome palettes' },
          { product: 'data-grid', plan: 'pro', text: 'Add `onDetailPanelOpen` callback' },
        ],
      },
    ]);
  });
});

describe('links and escaping', () => {
  const pages = [
    { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
    { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' },
    { pathname: '/x/react-charts/sankey', title: 'Sankey' },
    { pathname: '/x/react-data-grid/selection', title: 'Selection' },
  ];
  const served = new Set(pages.map((page) => page.pathname));
  const resolve = (path: string) =>
    served.has(path)
      ? path
      : path === '/x/react-data-grid/row-selection'
        ? '/x/react-data-grid/selection'
        : undefined;

  it('links a line through an alias (official path, moved here) or the longest matching title', () => {
    expect(linkFor('Add new `SankeyChart`', 'charts', pages, resolve)).toBe('/x/react-charts/sankey');
    expect(linkFor('Allow row deselection', 'data-grid', pages, resolve)).toBe(
      '/x/react-data-grid/selection',
    );
    expect(linkFor('Support the format in the date range picker', 'date-pickers', pages, resolve)).toBe(
      '/x/react-date-pickers/date-range-picker',
    );
    expect(linkFor('Add library name to errors', 'charts', pages, resolve)).toBeUndefined();
  });

  it('turns JSX-looking names into code and escapes MDX markup outside code', () => {
    expect(escapeLine('Add `gap` to <FunnelChart /> and {x} [y]')).toBe(
      'Add `gap` to `<FunnelChart />` and \\{x\\} \\[y\\]',
    );
  });
});

describe('the committed page', () => {
  it('is up to date with the installed changelog and the navigation (npm run whats-new)', () => {
    expect(fs.readFileSync(WHATS_NEW_FILE, 'utf8')).toBe(whatsNewPage());
  });
});
