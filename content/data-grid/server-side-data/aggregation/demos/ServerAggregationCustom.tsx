import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  country: string;
  product: string;
  quantity: number;
  amount: number;
}

const COUNTRIES: Record<string, string> = {
  France: 'Europe', Germany: 'Europe', Spain: 'Europe',
  Japan: 'Asia', India: 'Asia', Vietnam: 'Asia',
  Brazil: 'Americas', Canada: 'Americas', Mexico: 'Americas',
  Kenya: 'Africa', Ghana: 'Africa', Morocco: 'Africa',
};
const PRICES: Record<string, number> = { Laptop: 1200, Monitor: 300, Keyboard: 80, Headset: 150, Webcam: 90 };
const COUNTRY_NAMES = Object.keys(COUNTRIES);
const PRODUCT_NAMES = Object.keys(PRICES);

// The "database": 300 order lines.
const SALES: Sale[] = Array.from({ length: 300 }, (_, i) => {
  const country = COUNTRY_NAMES[(i * 7) % COUNTRY_NAMES.length];
  const product = PRODUCT_NAMES[(i * 3) % PRODUCT_NAMES.length];
  const quantity = 1 + ((i * 13) % 9);
  return { id: i + 1, region: COUNTRIES[country], country, product, quantity, amount: quantity * PRICES[product] };
});

type Field = keyof Sale;

function compare(a: unknown, b: unknown) {
  return a! > b! ? 1 : a! < b! ? -1 : 0;
}

// The fake endpoint: filters and sorts the lines, then returns either the groups of the
// next level (with their number of children) or, below the last level, the lines themselves.
function aggregate(lines: Sale[], model: Record<string, string> = {}) {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    const values = lines.map((sale) => Number(sale[field as Field]));
    if (fn === 'distinct') result[field] = new Set(lines.map((sale) => sale[field as Field])).size;
    else if (fn === 'median') {
      const sorted = [...values].sort((a, b) => a - b);
      result[field] = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
    } else if (fn === 'size') result[field] = values.length;
    else if (fn === 'sum') result[field] = values.reduce((total, value) => total + value, 0);
    else if (fn === 'avg') result[field] = values.length ? Math.round(values.reduce((t, v) => t + v, 0) / values.length) : 0;
    else if (fn === 'min') result[field] = Math.min(...values);
    else if (fn === 'max') result[field] = Math.max(...values);
  });
  return result;
}

function querySales({ groupKeys = [], groupFields = [], aggregationModel, filterModel, sortModel, paginationModel }: GridGetRowsParams) {
  let lines = SALES.filter((sale) =>
    filterModel.items.every((item) => item.value == null || item.value === '' ||
      String(sale[item.field as Field]).toLowerCase().includes(String(item.value).toLowerCase())),
  );
  lines = lines.filter((sale) => groupKeys.every((key, i) => String(sale[groupFields[i] as Field]) === key));
  const [sort] = sortModel;
  const dir = sort?.sort === 'desc' ? -1 : 1;
  const depth = groupKeys.length;
  let rows: object[];
  if (depth < groupFields.length) {
    const field = groupFields[depth] as Field;
    const next = groupFields[depth + 1] as Field | undefined;
    const values = [...new Set(lines.map((sale) => String(sale[field])))];
    values.sort((a, b) => (sort?.field === field ? dir : 1) * compare(a, b));
    rows = values.map((value) => {
      const members = lines.filter((sale) => String(sale[field]) === value);
      return {
        id: `${field}:${[...groupKeys, value].join('/')}`,
        [field]: value,
        groupKey: value,
        childCount: next ? new Set(members.map((sale) => sale[next])).size : members.length,
        ...aggregate(members, aggregationModel),
      };
    });
  } else {
    rows = sort ? [...lines].sort((a, b) => dir * compare(a[sort.field as Field], b[sort.field as Field])) : lines;
  }
  if (depth > 0) {
    return { rows }; // children come whole, without a rowCount
  }
  const { page, pageSize } = paginationModel ?? { page: 0, pageSize: rows.length };
  return {
    rows: rows.slice(page * pageSize, (page + 1) * pageSize),
    rowCount: rows.length,
    // Totals over every matching line, not only the current page: shown in the footer.
    aggregateRow: aggregate(lines, aggregationModel),
  };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(querySales(params)), 350)),
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount,
  // Group rows and the footer row carry the aggregated values under the column's own field.
  getAggregatedValue: (row, field) => row[field],
};

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

// With a data source, the grid computes nothing: these entries only name the functions the
// server understands, for the column menu and the header label.
const aggregationFunctions = {
  sum: { label: 'sum', columnTypes: ['number'] },
  median: { label: 'median', columnTypes: ['number'] },
  // A count of different values is not in the column's unit: hasCellUnit false keeps
  // number formatting and custom cells for real amounts only.
  distinct: { label: 'distinct', columnTypes: ['string'], hasCellUnit: false },
};

export default function ServerAggregationCustom() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        groupingColDef={{ width: 160 }}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          rowGrouping: { model: ['product'] },
          aggregation: { model: { region: 'distinct', country: 'distinct', amount: 'median' } },
          columns: { columnVisibilityModel: { product: false } },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
        }}
      />
    </Box>
  );
}
