import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { additionsByMinor, isAddition, parseChangelog, revertedText } from './changelog';
import { linkFor } from './links';
import { escapeLine, renderWhatsNewPage, WHATS_NEW_FILE } from './render-page';
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

  it('keeps the additions of each minor (Premium charts included), without fixes, repository work or pre-releases', () => {
    expect(additionsByMinor(releases, 8)).toEqual([
      {
        minor: '8.2',
        date: 'May 1, 2025',
        entries: [
          { product: 'charts', plan: 'community', text: 'Add monochrome palettes' },
          { product: 'charts', plan: 'premium', text: 'Add range bar chart' },
          { product: 'data-grid', plan: 'pro', text: 'Add `onDetailPanelOpen` callback' },
        ],
      },
    ]);
  });
});

describe('a major and its pre-releases', () => {
  const releases = parseChangelog(`# Changelog

## 9.1.0

_May 8, 2026_

### Tree View

#### \`@mui/x-tree-view@9.1.0\`

- [tree view] Add \`addItems()\` API method (#20) @a

### Scheduler

#### \`@mui/x-scheduler@9.0.0-beta.1\`

- [scheduler] Add a scheduler feature (#21) @a

## 9.0.0

_Apr 8, 2026_

### Charts

#### \`@mui/x-charts-premium@9.0.0\`

- [charts-premium] Add candlestick chart (#22) @a

## 9.0.0-beta.0

_Mar 27, 2026_

### Charts

#### \`@mui/x-charts@9.0.0-beta.0\`

- [charts] Add Legend actions (#23) @a
- [charts] Add \`axesGap\` props (#24) @a
- [charts] Add candlestick page to sidebar navigation (#25) @a
`);
  const known = [{ product: 'charts' as const, plan: 'community' as const, text: 'Add legend actions' }];

  it('counts the pre-releases of x.0.0 in the .0 minor when asked, less the lines known already and other products', () => {
    expect(additionsByMinor(releases, 9, { majorPreReleases: true, known })).toEqual([
      {
        minor: '9.1',
        date: 'May 8, 2026',
        entries: [{ product: 'tree-view', plan: 'community', text: 'Add `addItems()` API method' }],
      },
      {
        minor: '9.0',
        date: 'Apr 8, 2026',
        entries: [
          { product: 'charts', plan: 'community', text: 'Add `axesGap` props' },
          { product: 'charts', plan: 'premium', text: 'Add candlestick chart' },
        ],
      },
    ]);
    expect(additionsByMinor(releases, 9)[1].entries).toEqual([
      { product: 'charts', plan: 'premium', text: 'Add candlestick chart' },
    ]);
  });

  it('links the upgrade guide only when this site serves it', () => {
    const current = { major: 9, minors: additionsByMinor(releases, 9), preReleases: true };
    const history = {
      major: 8,
      minors: [{ minor: '8.29', date: 'Jun 5, 2026', entries: [] }],
      preReleases: false,
    };
    const source = { version: '9.1.0', historyVersion: '8.29.3', resolve: () => undefined };
    const without = renderWhatsNewPage(current, history, [], source);
    expect(without).not.toContain('/x/migration-v9');
    expect(without).toContain('## v9.1\n');
    expect(without.indexOf('## v9.0\n')).toBeLessThan(without.indexOf('## v8.29\n'));
    const withGuide = renderWhatsNewPage(
      current,
      history,
      [{ pathname: '/x/migration-v9', title: 'Upgrade to v9' }],
      source,
    );
    expect(withGuide).toContain('[v8 to v9 upgrade guide](/x/migration-v9)');
  });
});

describe('a line that a later release reverts', () => {
  const releases = parseChangelog(`# Changelog

## 9.4.0

_Jun 1, 2026_

### Data Grid

#### \`@mui/x-data-grid@9.4.0\`

- [DataGrid] Add support for pinned columns in \`GridVirtualScroller\` (#40) @a
- [DataGrid] Add \`rowSpacing\` prop (#41) @a
- [DataGrid] Revert "Add \`rowSpacing\` prop" (#42) @a

## 9.3.0

_May 21, 2026_

### Data Grid

#### \`@mui/x-data-grid@9.3.0\`

- [DataGrid] Revert "Add support for pinned columns in \`GridVirtualScroller\`" (#30) @a
- [DataGrid] Add \`onCellDoubleClick\` prop (#31) @a

## 9.2.0

_May 13, 2026_

### Data Grid

#### \`@mui/x-data-grid@9.2.0\`

- [data grid] Add support for pinned columns in \`GridVirtualScroller\` (#20) @a
- [data grid] Add \`autoPageSize\` to the toolbar (#21) @a
`);

  it('reads the text a revert takes back, and only from a revert line', () => {
    expect(revertedText('Revert "Add support for pinned columns in `GridVirtualScroller`"')).toBe(
      'add support for pinned columns in `gridvirtualscroller`',
    );
    expect(revertedText('Revert `theme.alpha` for non-channel token')).toBeUndefined();
    expect(revertedText('Add support for pinned columns')).toBeUndefined();
  });

  it('drops the reverted line from its minor, lists no revert, and lists a line added back again', () => {
    expect(additionsByMinor(releases, 9)).toEqual([
      {
        minor: '9.4',
        date: 'Jun 1, 2026',
        entries: [
          {
            product: 'data-grid',
            plan: 'community',
            text: 'Add support for pinned columns in `GridVirtualScroller`',
          },
        ],
      },
      {
        minor: '9.3',
        date: 'May 21, 2026',
        entries: [{ product: 'data-grid', plan: 'community', text: 'Add `onCellDoubleClick` prop' }],
      },
      {
        minor: '9.2',
        date: 'May 13, 2026',
        entries: [{ product: 'data-grid', plan: 'community', text: 'Add `autoPageSize` to the toolbar' }],
      },
    ]);
  });
});

describe('additions worded without the usual verbs, and the Core section', () => {
  it('keeps additions worded in other ways, and still no fix, docs, internal work or revert', () => {
    const kept = [
      'Provide `dataIndex` in `LinePlot` and `AreaPlot` `onItemClick`',
      'Allow opt-in `data-*` attributes on `slotProps`',
      'Control the item tooltip',
      'Controll axis tooltip',
      'Create a `ChartsRadialGrid`',
      'Export `ToolbarRoot`',
      'Stabilize candlestick charts',
      'Stabilize `SankeyChart` API',
      'Set `Heatmap` WebGL render as stable',
      'Formula support',
      'Maps zoom support',
      '`RadialBarChart` support axis interaction with layout horizontal',
      'Drag fill',
      'Nested Lazy Loading',
    ];
    const dropped = [
      'Fix keyboard support',
      'Fix `dataIndex` in `onItemClick`',
      'Revert "Add support for pinned columns in `GridVirtualScroller`"',
      'Stabilize WebGL bar rendering at sub-pixel widths',
      'Export plugins from premium',
      'Add a demo for label on grid row',
      'Add remove-proptypes markers to generated `propTypes`',
      'Create accessibility documentation section',
      'Improve Swedish (svSE) locale',
      'Activate the focused item with `Enter`/`Space`',
      'Post stable release changes to the docs',
    ];
    expect(kept.filter((text) => !isAddition(text))).toEqual([]);
    expect(dropped.filter(isAddition)).toEqual([]);
  });

  it('reads the [core] lines of the Core section as common to all products, and no other line there', () => {
    const releases = parseChangelog(`# Changelog

## 9.10.0

_Jul 17, 2026_

- ⚙️ Allow opt-in \`data-*\` attributes on \`slotProps\`.

### Charts

#### \`@mui/x-charts@9.10.0\`

- [charts] Provide \`dataIndex\` in \`LinePlot\` and \`AreaPlot\` \`onItemClick\` (#23144) @a

#### \`@mui/x-charts-pro@9.10.0\`

Same changes as in \`@mui/x-charts@9.10.0\`.

### Docs

- [docs] Add a guide to slots (#1) @a

### Core

- [code-infra] Add a release script (#2) @a
- [internal] Add a lint rule (#3) @a
- [core] Allow opt-in \`data-*\` attributes on \`slotProps\` (#22128) @a

### Miscellaneous

- [core] Add a changelog filter (#4) @a
`);
    expect(releases[0].entries).toEqual([
      {
        product: 'charts',
        plan: 'community',
        text: 'Provide `dataIndex` in `LinePlot` and `AreaPlot` `onItemClick`',
      },
      { product: 'common', plan: 'community', text: 'Allow opt-in `data-*` attributes on `slotProps`' },
    ]);
    const minors = additionsByMinor(releases, 9);
    expect(minors[0].entries).toEqual(releases[0].entries);
    const page = renderWhatsNewPage(
      { major: 9, minors, preReleases: true },
      { major: 8, minors: [], preReleases: false },
      [{ pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' }],
      { version: '9.10.0', historyVersion: '8.29.3', resolve: (path) => path },
    );
    expect(page).toContain(
      '### All products 9.10\n\n- Allow opt-in `data-*` attributes on `slotProps` ([Slots and subcomponents](/x/common-concepts/custom-components))\n\n### Charts 9.10\n',
    );
    expect(page).not.toContain('Fixes and internal changes only');
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
    const exportPage = [{ pathname: '/x/react-charts/export', title: 'Export' }];
    expect(linkFor('Add PDF export', 'charts', exportPage, (path) => path)).toBe('/x/react-charts/export');
    expect(
      linkFor('Export `CartesianChartSeriesType`', 'charts', exportPage, (path) => path),
    ).toBeUndefined();
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
