import type { Product } from './types';

/**
 * Data Grid types readers look up most often, whether or not a prop names them (the API
 * objects, column types); each gets a page of its own, like every type a prop names.
 */
export const GRID_INTERFACES = [
  'GridApi',
  'GridApiPro',
  'GridApiPremium',
  'GridEventLookup',
  'GridDataSource',
  'GridColDef',
  'GridActionsColDef',
  'GridSingleSelectColDef',
  'GridRowParams',
  'GridCellParams',
  'GridRenderCellParams',
  'GridRenderEditCellParams',
  'GridColumnHeaderParams',
  'GridFilterModel',
  'GridFilterItem',
  'GridFilterOperator',
  'GridSortModel',
  'GridState',
  'GridCsvExportOptions',
  'GridPrintExportOptions',
  'GridExcelExportOptions',
  'GridAggregationFunction',
  // Official API pages of their own (mui.com/x/api/data-grid/...).
  'GridExportStateParams',
  'GridRenderContext',
] as const;

/** Names each product documents whether or not a prop names them. */
export const LISTED_INTERFACES: Partial<Record<Product, readonly string[]>> = {
  'data-grid': GRID_INTERFACES,
  // Official API pages of their own (mui.com/x/api/charts/...) that no prop names.
  charts: ['ChartImageExportOptions', 'LegendItemParams'],
};
