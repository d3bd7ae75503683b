import type { MinorRelease } from './changelog';

/**
 * What each 8.x minor added, kept as history below the 9.x minors of the "What's new" page. The
 * installed 9.x packages' `CHANGELOG.md` no longer has the 8.x releases, so these lines were read
 * once, with `additionsByMinor(parseChangelog(…), 8)` and the rules of that time (lines of
 * `@mui/x-charts-premium` skipped), from the changelog of
 * `@mui/x-data-grid@8.29.3`, the last version this site documented before 9.x. Frozen: edit only
 * to correct a line; the links are still worked out from the navigation at each run.
 */
export const V8_ADDITIONS: readonly MinorRelease[] = [
  {
    minor: '8.29',
    date: 'Jun 5, 2026',
    entries: [],
  },
  {
    minor: '8.28',
    date: 'Mar 19, 2026',
    entries: [
      {
        product: 'charts',
        plan: 'pro',
        text: 'Allow `brush` interaction to accept `requiredKeys/pointerMode`',
      },
      { product: 'tree-view', plan: 'pro', text: 'Allow to auto-expand lazy loaded items' },
    ],
  },
  {
    minor: '8.27',
    date: 'Feb 2, 2026',
    entries: [
      { product: 'data-grid', plan: 'community', text: 'Add new `longText` column type' },
      { product: 'charts', plan: 'pro', text: 'Add `onItemClick` to the heatmap' },
      {
        product: 'date-pickers',
        plan: 'community',
        text: 'Add keyboard support for selecting day, month, and year',
      },
      {
        product: 'data-grid',
        plan: 'pro',
        text: 'Add `role="presentation"` to detail panel toggle header content',
      },
    ],
  },
  {
    minor: '8.26',
    date: 'Jan 22, 2026',
    entries: [
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Add `onMenuOpen()` and `onMenuClose()` event handlers in `GridActionsCell`',
      },
    ],
  },
  {
    minor: '8.25',
    date: 'Jan 14, 2026',
    entries: [
      { product: 'charts', plan: 'community', text: 'Add Legend actions' },
      { product: 'charts', plan: 'community', text: 'Add `initialHiddenItems` prop to set initial state' },
      { product: 'charts', plan: 'community', text: 'Enable keyboard navigation in radar chart' },
      { product: 'charts', plan: 'pro', text: 'Add keyboard navigation to funnel' },
      { product: 'charts', plan: 'pro', text: 'Add keyboard navigation to heatmap' },
      { product: 'charts', plan: 'pro', text: 'Add keyboard navigation to sankey' },
      { product: 'charts', plan: 'pro', text: 'Support composition for Sankey' },
    ],
  },
  {
    minor: '8.24',
    date: 'Jan 8, 2026',
    entries: [
      {
        product: 'charts',
        plan: 'community',
        text: 'Add `VisibilityManager` logic to allow managing series/items',
      },
      { product: 'charts', plan: 'community', text: 'Add `identifierSerializer` configuration' },
      { product: 'charts', plan: 'community', text: 'Add `serializeIdentifier` instance function' },
      { product: 'charts', plan: 'community', text: 'Add bar batch renderer' },
      {
        product: 'charts',
        plan: 'community',
        text: 'Allow animating bar, line, and pie elements to hidden state',
      },
    ],
  },
  {
    minor: '8.23',
    date: 'Dec 24, 2025',
    entries: [
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Add new `includeHeaderFilters` flag to include header filters when autosizing columns',
      },
      { product: 'data-grid', plan: 'premium', text: "Add aggregation for `'boolean'` column type" },
      { product: 'charts', plan: 'pro', text: 'Allow registering preview plots from higher tier packages' },
      { product: 'charts', plan: 'pro', text: 'Add zoom to heatmap' },
      {
        product: 'tree-view',
        plan: 'community',
        text: 'Add new APIs to disable selection feature for tree view item',
      },
    ],
  },
  {
    minor: '8.22',
    date: 'Dec 11, 2025',
    entries: [
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Add fallback for CSS `color-mix` if it is unsupported',
      },
      { product: 'charts', plan: 'community', text: 'Add consistent animation duration and timing' },
      {
        product: 'tree-view',
        plan: 'community',
        text: 'Expose one hook per component to initialize the `apiRef`',
      },
    ],
  },
  {
    minor: '8.21',
    date: 'Dec 3, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Introduce the notion of series with positions' },
      { product: 'charts', plan: 'community', text: 'Support tooltip anchor position for radar' },
      { product: 'charts', plan: 'community', text: 'Add tick spacing property' },
      { product: 'charts', plan: 'pro', text: 'Add support for `anchor="node"` on Sankey tooltip' },
    ],
  },
  {
    minor: '8.20',
    date: 'Nov 26, 2025',
    entries: [],
  },
  {
    minor: '8.19',
    date: 'Nov 20, 2025',
    entries: [
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Add `tabNavigation` prop to control tab navigation in the grid',
      },
      { product: 'data-grid', plan: 'community', text: 'Allow to focus disabled checkbox cells' },
      { product: 'charts', plan: 'community', text: 'Expose `niceDomain` utility' },
      { product: 'charts', plan: 'pro', text: 'Add pan on `wheel` to zoom' },
      {
        product: 'tree-view',
        plan: 'community',
        text: 'Enable lazy load when children count is not know in tree view',
      },
    ],
  },
  {
    minor: '8.18',
    date: 'Nov 13, 2025',
    entries: [
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Allow default event in the column action cell item click event handler',
      },
      {
        product: 'date-pickers',
        plan: 'community',
        text: 'Adds new `source` property to `onChange` and `onAccept` context object',
      },
      { product: 'charts', plan: 'community', text: 'Add prop for positioning a bar label' },
      { product: 'charts', plan: 'pro', text: 'Allow specifying Content Security Policy nonce on export' },
    ],
  },
  {
    minor: '8.17',
    date: 'Nov 5, 2025',
    entries: [
      { product: 'data-grid', plan: 'community', text: 'Add Catalan (ca-ES) locale' },
      {
        product: 'charts',
        plan: 'community',
        text: 'Add `barLabel` to bar series. Deprecate `barLabel` in `BarPlot`.',
      },
      { product: 'charts', plan: 'community', text: 'Add series color callback' },
      { product: 'charts', plan: 'community', text: 'Expose `ChartsSurface` classes' },
      { product: 'charts', plan: 'community', text: 'Add `useDataset` hook' },
      { product: 'charts', plan: 'community', text: 'Add Norwegian Bokmål (nb-NO) locale' },
    ],
  },
  {
    minor: '8.16',
    date: 'Oct 29, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Allow tooltip to anchor items' },
      { product: 'charts', plan: 'pro', text: 'Add `brush` zoom interaction' },
    ],
  },
  {
    minor: '8.15',
    date: 'Oct 23, 2025',
    entries: [
      { product: 'data-grid', plan: 'pro', text: 'Support scroll shadows customization' },
      { product: 'data-grid', plan: 'premium', text: 'Support data visualization in AI Assistant' },
      {
        product: 'charts',
        plan: 'community',
        text: 'Add `ChartsBrushOverlay` and allow brush configuration',
      },
    ],
  },
  {
    minor: '8.14',
    date: 'Oct 9, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Add `pressAndDrag` pan gesture' },
      {
        product: 'charts',
        plan: 'community',
        text: 'Allow `minPointers` and `maxPointers` to be configured by pointer type',
      },
      { product: 'charts', plan: 'pro', text: 'Add `highlighting` to Sankey chart' },
    ],
  },
  {
    minor: '8.13',
    date: 'Oct 1, 2025',
    entries: [
      { product: 'data-grid', plan: 'community', text: 'Add scroll shadows and fix scrollbar overlap' },
      {
        product: 'data-grid',
        plan: 'premium',
        text: 'Add `metadata.referenceId` to AI assistant prompt resolver',
      },
      { product: 'charts', plan: 'community', text: 'Add `tapAndDrag` zoom gesture' },
      { product: 'charts', plan: 'community', text: 'Add arc focus indicator that follows the arc form' },
      { product: 'charts', plan: 'pro', text: 'Allow zoom interactions to be configured' },
    ],
  },
  {
    minor: '8.12',
    date: 'Sep 25, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Add batch renderer for scatter chart' },
      { product: 'charts', plan: 'community', text: 'Introduce keyboard navigation' },
      { product: 'charts', plan: 'pro', text: 'Add `valueFormatter` to sankey' },
      { product: 'charts', plan: 'pro', text: 'Allow `source/target` keywords in sankey link color' },
      { product: 'charts', plan: 'pro', text: 'Allow exporting `SankeyChart`' },
      { product: 'tree-view', plan: 'community', text: 'Allow to pass `null` to the icon slots' },
    ],
  },
  {
    minor: '8.11',
    date: 'Aug 29, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Add `RadarAxis` component to render labels' },
      { product: 'charts', plan: 'pro', text: 'Add new `SankeyChart`' },
      {
        product: 'tree-view',
        plan: 'community',
        text: 'Expose the methods to manually refetch the children of an item',
      },
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Allow opting out of the exclude row selection model',
      },
      { product: 'charts', plan: 'community', text: 'Add Swedish (sv-SE) locale' },
      {
        product: 'tree-view',
        plan: 'community',
        text: 'Expose a new hook to apply selection propagation on the selected items',
      },
      { product: 'charts', plan: 'community', text: 'Add `inline-` piecewise legend options' },
      { product: 'tree-view', plan: 'community', text: 'Support flat DOM structure' },
    ],
  },
  {
    minor: '8.10',
    date: 'Aug 8, 2025',
    entries: [
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Allow skipping cache in `dataSource.fetchRows()` API method',
      },
      {
        product: 'data-grid',
        plan: 'premium',
        text: 'Allow additional derived columns customization via `valueFormatter`',
      },
      { product: 'charts', plan: 'community', text: 'Add `groups` to `band` and `point` axis config' },
      { product: 'charts', plan: 'pro', text: 'Mark `FunnelChart` as stable' },
      { product: 'charts', plan: 'pro', text: 'Mark zoom slider and preview as stable' },
      { product: 'charts', plan: 'community', text: 'Allow y-axis to be grouped' },
      { product: 'tree-view', plan: 'community', text: 'Add `aria-hidden` to the Tree Item Checkbox' },
    ],
  },
  {
    minor: '8.9',
    date: 'Jul 17, 2025',
    entries: [
      { product: 'data-grid', plan: 'premium', text: 'Allow group column overrides with pivoting' },
      {
        product: 'data-grid',
        plan: 'premium',
        text: 'Support sort-dependent aggregation and improve performance',
      },
      { product: 'charts', plan: 'community', text: 'Add `minBarSize` to prevent bars from having 0 height' },
      { product: 'charts', plan: 'community', text: 'Add click listener to radar charts' },
      { product: 'charts', plan: 'community', text: 'Expose <ChartType>Series type for all chart types' },
      { product: 'data-grid', plan: 'community', text: 'Add debounce for columns panel search' },
      { product: 'data-grid', plan: 'premium', text: 'Add `privateMode` to AI assistant prompt resolver' },
      { product: 'charts', plan: 'community', text: 'Add symlog scale to charts' },
    ],
  },
  {
    minor: '8.8',
    date: 'Jul 11, 2025',
    entries: [
      { product: 'data-grid', plan: 'community', text: 'Add Indonesian (id-ID) locale' },
      { product: 'charts', plan: 'community', text: 'Add control to the axis highlight' },
      { product: 'charts', plan: 'pro', text: 'Add `funnelDirection` to control pyramid direction' },
      { product: 'charts', plan: 'pro', text: 'Add `onBeforeExport` callback' },
      { product: 'charts', plan: 'pro', text: 'Add chart zoom preview' },
      { product: 'charts', plan: 'pro', text: 'Allow customizing scatter preview marker size' },
      { product: 'charts', plan: 'pro', text: 'Allow disabling the copy of styles in charts export' },
    ],
  },
  {
    minor: '8.7',
    date: 'Jul 4, 2025',
    entries: [
      {
        product: 'date-pickers',
        plan: 'community',
        text: 'Support different `start` and `end` `referenceDate` props on range components',
      },
      { product: 'charts', plan: 'community', text: 'Add Greek (el-GR) locale to charts' },
      { product: 'charts', plan: 'pro', text: 'Add `useChartProApiRef` for easier refs' },
    ],
  },
  {
    minor: '8.6',
    date: 'Jun 27, 2025',
    entries: [
      { product: 'date-pickers', plan: 'community', text: 'Add `usePickerAdapter` hook' },
      { product: 'charts', plan: 'community', text: 'Add `data-series` to charts legend item' },
      { product: 'charts', plan: 'community', text: 'Add `data-series` to bar charts' },
      { product: 'charts', plan: 'community', text: 'Add `data-series` to elements of line chart' },
      { product: 'charts', plan: 'community', text: 'Add `data-series` to pie charts' },
      { product: 'charts', plan: 'community', text: 'Add `isElementInside` helper' },
      { product: 'charts', plan: 'pro', text: 'Add export menu to charts toolbar' },
    ],
  },
  {
    minor: '8.5',
    date: 'May 29, 2025',
    entries: [
      { product: 'data-grid', plan: 'pro', text: 'Allow multi sorting without modifier key' },
      { product: 'date-pickers', plan: 'pro', text: 'Allow to override the format in the field' },
      { product: 'charts', plan: 'community', text: 'Add `render` prop to charts toolbar components' },
      { product: 'charts', plan: 'community', text: 'Add configurable slots to toolbar' },
      { product: 'charts', plan: 'community', text: 'Expose `ChartApi` through context' },
      { product: 'charts', plan: 'community', text: 'Mark Radar chart as stable' },
      { product: 'charts', plan: 'pro', text: 'Add range selection to zoom slider' },
      { product: 'charts', plan: 'pro', text: 'Allow configuring zoom slider tooltip' },
      { product: 'charts', plan: 'pro', text: 'Allow exporting a funnel chart' },
      { product: 'charts', plan: 'pro', text: 'Allow exporting a heatmap chart' },
      { product: 'charts', plan: 'pro', text: 'Allow exporting a radar chart' },
      { product: 'charts', plan: 'pro', text: 'Add support for Heatmap legend' },
      { product: 'charts', plan: 'community', text: 'Allow skipping tooltip render' },
      { product: 'charts', plan: 'community', text: 'Add Portuguese locales for charts (pt-PT, pt-BR)' },
      { product: 'charts', plan: 'pro', text: 'Add `linear-sharp` curve as alternative to square edge' },
      { product: 'charts', plan: 'pro', text: 'Add correct classes to `FunnelSectionLabel`' },
      { product: 'charts', plan: 'pro', text: 'Allow exporting a pie chart' },
      {
        product: 'date-pickers',
        plan: 'community',
        text: 'Add `PickerDay2` and `DateRangePickerDay2` components',
      },
      { product: 'charts', plan: 'community', text: 'Add a default value formatter for continuous scales' },
      { product: 'charts', plan: 'community', text: 'Add margin-bottom to charts toolbar' },
      { product: 'date-pickers', plan: 'community', text: 'Add `inputSizeSmall` to classes interface' },
      {
        product: 'charts',
        plan: 'community',
        text: 'Add item class to list item around each series in legend',
      },
      { product: 'charts', plan: 'community', text: 'Allow `tabIndex` in surface and legend' },
      { product: 'charts', plan: 'pro', text: 'Add data-series to elements of funnel chart' },
    ],
  },
  {
    minor: '8.4',
    date: 'May 21, 2025',
    entries: [
      {
        product: 'data-grid',
        plan: 'pro',
        text: 'Add `aria-expanded` attribute to the master detail toggle button',
      },
      { product: 'charts', plan: 'community', text: 'Enable tooltip disable portal' },
      { product: 'charts', plan: 'community', text: 'Add `isXInside` and `isYInside`' },
      { product: 'charts', plan: 'pro', text: 'Add size for zoom slider' },
      { product: 'charts', plan: 'pro', text: 'Add zoom slider tooltip' },
      { product: 'charts', plan: 'pro', text: 'Introduce `Pyramid` chart' },
      { product: 'tree-view', plan: 'community', text: 'Add `getItemChildren` prop in `RichTreeView`' },
      {
        product: 'tree-view',
        plan: 'community',
        text: 'Add a method in the `apiRef` to toggle the editing status of an item',
      },
    ],
  },
  {
    minor: '8.3',
    date: 'May 8, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Add charts toolbar with zoom options' },
      { product: 'charts', plan: 'community', text: 'Add zoom slider' },
      { product: 'charts', plan: 'pro', text: 'Add `pyramid` curve to `<FunnelChart />`' },
      { product: 'charts', plan: 'pro', text: "Add `variant='outlined'` to `<FunnelChart />` series" },
      { product: 'charts', plan: 'pro', text: 'Add a `borderRadius` property to `<FunnelChart />`' },
      {
        product: 'data-grid',
        plan: 'community',
        text: 'Add `reason` param for `onRowSelectionModelChange` callback',
      },
      {
        product: 'date-pickers',
        plan: 'community',
        text: 'Add notch to the field outlined when the label is manually shrank',
      },
    ],
  },
  {
    minor: '8.2',
    date: 'May 1, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Add library name to errors' },
      { product: 'charts', plan: 'community', text: 'Add monochrome palettes' },
      { product: 'charts', plan: 'pro', text: 'Add `gap` option to `<FunnelChart />`' },
    ],
  },
  {
    minor: '8.1',
    date: 'Apr 24, 2025',
    entries: [
      { product: 'data-grid', plan: 'community', text: 'Allow row deselection with multiple rows selected' },
      { product: 'data-grid', plan: 'community', text: 'Add Armenian (hy-AM) locale' },
      { product: 'charts', plan: 'community', text: 'Add a localization provider' },
      { product: 'charts', plan: 'pro', text: 'Add export as PDF/print functionality' },
    ],
  },
  {
    minor: '8.0',
    date: 'Apr 17, 2025',
    entries: [
      { product: 'charts', plan: 'community', text: 'Add tooltip to the radar' },
      { product: 'charts', plan: 'community', text: 'Expose axes types' },
      { product: 'charts', plan: 'community', text: 'Expose higher level `useAnimate` hook' },
      { product: 'charts', plan: 'community', text: 'Add default plugins in `ChartDataProvider`' },
    ],
  },
];
