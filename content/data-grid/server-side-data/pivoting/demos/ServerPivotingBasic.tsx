import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  country: string;
  product: string;
  year: string;
  quantity: number;
  amount: number;
}
type Field = keyof Sale;

const COUNTRIES: Record<string, string> = {
  France: 'Europe', Germany: 'Europe', Spain: 'Europe',
  Japan: 'Asia', India: 'Asia', Vietnam: 'Asia',
  Brazil: 'Americas', Canada: 'Americas', Mexico: 'Americas',
};
const PRICES: Record<string, number> = { Laptop: 1200, Monitor: 300, Keyboard: 80, Headset: 150 };
const COUNTRY_NAMES = Object.keys(COUNTRIES);
const PRODUCT_NAMES = Object.keys(PRICES);

// The "database": 360 order lines over three years.
const SALES: Sale[] = Array.from({ length: 360 }, (_, i) => {
  const country = COUNTRY_NAMES[(i * 7) % COUNTRY_NAMES.length];
  const product = PRODUCT_NAMES[(i * 3) % PRODUCT_NAMES.length];
  const quantity = 1 + ((i * 13) % 9);
  return {
    id: i + 1,
    region: COUNTRIES[country],
    country,
    product,
    year: String(2023 + (i % 3)),
    quantity,
    amount: quantity * PRICES[product],
  };
});

function compute(lines: Sale[], field: string, fn: string) {
  const values = lines.map((sale) => Number(sale[field as Field]));
  if (fn === 'size') return values.length;
  if (values.length === 0) return null;
  if (fn === 'avg') return Math.round(values.reduce((t, v) => t + v, 0) / values.length);
  if (fn === 'min') return Math.min(...values);
  if (fn === 'max') return Math.max(...values);
  return values.reduce((t, v) => t + v, 0); // sum
}

// Field of a pivot column: the path of column values, then the value field ("2024|amount").
// The grid gets the same names from `pivotingColDef` below.
const pivotField = (path: string[], field: string) => (path.length ? `${path.join('|')}|${field}` : field);

type Values = NonNullable<GridGetRowsParams['pivotModel']>['values'];
type ColumnNode = { key: string; group: string; children?: ColumnNode[] };

// Every combination of the pivot column fields, as a tree (for the response) and as paths.
function columnTree(lines: Sale[], fields: string[]): ColumnNode[] {
  if (fields.length === 0) return [];
  const [field, ...rest] = fields;
  const values = [...new Set(lines.map((sale) => String(sale[field as Field])))].sort();
  return values.map((value) => {
    const children = columnTree(lines.filter((sale) => String(sale[field as Field]) === value), rest);
    return children.length ? { key: value, group: value, children } : { key: value, group: value };
  });
}
function columnPaths(nodes: ColumnNode[]): string[][] {
  return nodes.flatMap((node) =>
    node.children ? columnPaths(node.children).map((path) => [node.key, ...path]) : [[node.key]],
  );
}

function pivotValues(lines: Sale[], columnFields: string[], paths: string[][], values: Values) {
  const result: Record<string, number | null> = {};
  const combos = paths.length ? paths : [[]];
  combos.forEach((path) => {
    const cell = lines.filter((sale) => path.every((key, i) => String(sale[columnFields[i] as Field]) === key));
    values.forEach(({ field, aggFunc }) => {
      result[pivotField(path, field)] = compute(cell, field, aggFunc);
    });
  });
  return result;
}

// The fake endpoint. Without a pivot model it returns flat lines; with one, it groups the lines
// by the pivot rows, one level per request, and spreads the values across the pivot columns.
function querySales(params: GridGetRowsParams): GridGetRowsResponse {
  const { groupKeys = [], pivotModel, paginationModel } = params;
  const lines = SALES.filter((sale) =>
    params.filterModel.items.every((item) => item.value == null || item.value === '' ||
      String(sale[item.field as Field]).toLowerCase().includes(String(item.value).toLowerCase())),
  );
  if (!pivotModel) {
    const { page, pageSize } = paginationModel ?? { page: 0, pageSize: 25 };
    return { rows: lines.slice(page * pageSize, (page + 1) * pageSize), rowCount: lines.length };
  }
  const rowFields = pivotModel.rows.map((row) => row.field);
  const columnFields = pivotModel.columns.map((column) => column.field);
  const tree = columnTree(lines, columnFields);
  const paths = columnPaths(tree);
  const inGroup = lines.filter((sale) => groupKeys.every((key, i) => String(sale[rowFields[i] as Field]) === key));
  const depth = groupKeys.length;
  const field = rowFields[depth] as Field;
  const groups = [...new Set(inGroup.map((sale) => String(sale[field])))].sort();
  const rows = groups.map((value) => {
    const members = inGroup.filter((sale) => String(sale[field]) === value);
    const next = rowFields[depth + 1] as Field | undefined;
    return {
      id: [...groupKeys, value].join('/'),
      groupKey: value,
      // Also positive on the last level: a group with no children would lose its label.
      childCount: next ? new Set(members.map((sale) => sale[next])).size : members.length,
      ...pivotValues(members, columnFields, paths, pivotModel.values),
    };
  });
  return depth > 0
    ? { rows }
    : {
        rows,
        rowCount: rows.length,
        pivotColumns: tree,
        aggregateRow: pivotValues(inGroup, columnFields, paths, pivotModel.values),
      };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(querySales(params)), 400)),
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount,
  getAggregatedValue: (row, field) => row[field],
};

const pivotingColDef = (originalField: string, columnGroupPath: string[]) => ({
  field: pivotField(columnGroupPath, originalField),
});

const aggregationFunctions = {
  sum: { label: 'sum', columnTypes: ['number'] },
  avg: { label: 'avg', columnTypes: ['number'] },
  min: { label: 'min', columnTypes: ['number'] },
  max: { label: 'max', columnTypes: ['number'] },
  size: { label: 'count' },
};

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'year' }],
  values: [{ field: 'amount', aggFunc: 'sum' }],
};

export default function ServerPivotingBasic() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        pivotingColDef={pivotingColDef}
        aggregationFunctions={aggregationFunctions}
        showToolbar
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
      />
    </Box>
  );
}
