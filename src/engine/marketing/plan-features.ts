import type { ProductKey } from './products';
import type { PlanKey } from './plans';

/** One line of the comparison table: a feature and the first plan that has it. */
export interface PlanFeature {
  /** Short English name of the feature. */
  name: string;
  /** The cheapest plan that includes it; every higher plan includes it too. */
  plan: PlanKey;
  /** Docs page describing it, when there is one. */
  docs?: string;
  /**
   * A named export that only the plan's package has (not the package of the plan
   * below), proving the feature ships there; checked against node_modules by the tests.
   */
  evidence?: string;
}

const grid = (slug: string) => `/x/react-data-grid/${slug}`;
const pickers = (slug: string) => `/x/react-date-pickers/${slug}`;
const charts = (slug: string) => `/x/react-charts/${slug}`;
const tree = (slug: string) => `/x/react-tree-view/${slug}`;

/** Features per product, Community first, then what Pro and Premium add. */
export const PLAN_FEATURES: Record<ProductKey, readonly PlanFeature[]> = {
  dataGrid: [
    { name: 'Sorting and filtering', plan: 'community', docs: grid('sorting') },
    { name: 'Pagination', plan: 'community', docs: grid('pagination') },
    { name: 'Cell and row editing', plan: 'community', docs: grid('editing') },
    { name: 'Row selection', plan: 'community', docs: grid('row-selection') },
    { name: 'CSV export and print', plan: 'community', docs: grid('export') },
    { name: 'Copy to clipboard', plan: 'community', docs: grid('clipboard') },
    { name: 'Column groups and spanning', plan: 'community', docs: grid('column-groups') },
    { name: 'Row and column virtualization', plan: 'community', docs: grid('virtualization') },
    {
      name: 'Column pinning',
      plan: 'pro',
      docs: grid('column-pinning'),
      evidence: 'GridColumnMenuPinningItem',
    },
    {
      name: 'Column reordering',
      plan: 'pro',
      docs: grid('column-ordering'),
      evidence: 'gridColumnReorderSelector',
    },
    { name: 'Row reordering', plan: 'pro', docs: grid('row-ordering'), evidence: 'GRID_REORDER_COL_DEF' },
    { name: 'Row pinning', plan: 'pro', docs: grid('row-pinning') },
    { name: 'Tree data', plan: 'pro', docs: grid('tree-data'), evidence: 'GRID_TREE_DATA_GROUPING_FIELD' },
    {
      name: 'Master-detail panels',
      plan: 'pro',
      docs: grid('master-detail'),
      evidence: 'GRID_DETAIL_PANEL_TOGGLE_FIELD',
    },
    {
      name: 'Header filters',
      plan: 'pro',
      docs: grid('filtering/header-filters'),
      evidence: 'GridHeaderFilterCell',
    },
    { name: 'Multi-column sorting and filtering', plan: 'pro', docs: grid('sorting') },
    { name: 'Server-side data and lazy loading', plan: 'pro', docs: grid('server-side-data') },
    {
      name: 'Row grouping',
      plan: 'premium',
      docs: grid('row-grouping'),
      evidence: 'GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD',
    },
    {
      name: 'Aggregation',
      plan: 'premium',
      docs: grid('aggregation'),
      evidence: 'GRID_AGGREGATION_FUNCTIONS',
    },
    { name: 'Pivoting', plan: 'premium', docs: grid('pivoting'), evidence: 'GridPivotPanel' },
    { name: 'Excel export', plan: 'premium', docs: grid('export'), evidence: 'GridExcelExportMenuItem' },
    {
      name: 'Clipboard paste',
      plan: 'premium',
      docs: grid('clipboard'),
      evidence: 'createClipboardPasteHistoryHandler',
    },
    { name: 'Undo and redo', plan: 'premium', evidence: 'gridHistoryCanUndoSelector' },
    { name: 'Charts integration', plan: 'premium', evidence: 'GridChartsPanel' },
  ],
  datePickers: [
    { name: 'Date, time and date-time pickers', plan: 'community', docs: pickers('date-picker') },
    { name: 'Calendar and clock views', plan: 'community', docs: pickers('date-calendar') },
    { name: 'Keyboard-editable fields', plan: 'community', docs: pickers('fields') },
    { name: 'Validation', plan: 'community', docs: pickers('validation') },
    { name: 'Localization and time zones', plan: 'community', docs: pickers('localization') },
    {
      name: 'Date range picker',
      plan: 'pro',
      docs: pickers('date-range-picker'),
      evidence: 'DateRangePicker',
    },
    { name: 'Date-time range picker', plan: 'pro', evidence: 'DateTimeRangePicker' },
    { name: 'Time range picker', plan: 'pro', evidence: 'TimeRangePicker' },
    { name: 'Range calendar', plan: 'pro', evidence: 'DateRangeCalendar' },
    { name: 'Multi-input range fields', plan: 'pro', evidence: 'MultiInputDateRangeField' },
  ],
  charts: [
    { name: 'Bar, line and area charts', plan: 'community', docs: charts('bars') },
    { name: 'Pie and donut charts', plan: 'community', docs: charts('pie') },
    { name: 'Scatter charts', plan: 'community', docs: charts('scatter') },
    { name: 'Sparklines and gauges', plan: 'community', docs: charts('gauge') },
    { name: 'Composition of custom charts', plan: 'community', docs: charts('composition') },
    { name: 'Keyboard navigation', plan: 'community', docs: charts('accessibility') },
    { name: 'Heatmap', plan: 'pro', docs: charts('heatmap'), evidence: 'Heatmap' },
    { name: 'Funnel chart', plan: 'pro', evidence: 'FunnelChart' },
    { name: 'Zoom and pan', plan: 'pro', evidence: 'ChartZoomSlider' },
    { name: 'Export as image', plan: 'pro', evidence: 'ChartsToolbarImageExportTrigger' },
  ],
  treeView: [
    { name: 'Simple tree view', plan: 'community', docs: tree('simple-tree-view') },
    { name: 'Rich tree view from data', plan: 'community', docs: tree('rich-tree-view') },
    { name: 'Selection and expansion', plan: 'community', docs: tree('selection') },
    { name: 'Label editing', plan: 'community', docs: tree('editing') },
    { name: 'Drag-and-drop reordering', plan: 'pro', docs: tree('ordering'), evidence: 'RichTreeViewPro' },
    { name: 'Lazy loading of children', plan: 'pro', evidence: 'RichTreeViewPro' },
  ],
};

/** The features of `product` that first ship in `plan` (what the plan adds). */
export function featuresAddedBy(product: ProductKey, plan: PlanKey): PlanFeature[] {
  return PLAN_FEATURES[product].filter((feature) => feature.plan === plan);
}
