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
function querySales({ groupKeys = [], groupFields = [], filterModel, sortModel, paginationModel }: GridGetRowsParams) {
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
      };
    });
  } else {
    rows = sort ? [...lines].sort((a, b) => dir * compare(a[sort.field as Field], b[sort.field as Field])) : lines;
  }
  if (depth > 0) {
    return { rows }; // children come whole, without a rowCount
  }
  const { page, pageSize } = paginationModel ?? { page: 0, pageSize: rows.length };
  return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(querySales(params)), 350)),
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount,
};

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

export default function ServerRowGroupingColumn() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25]}
        groupingColDef={{ headerName: 'Region / product', leafField: 'product', width: 220 }}
        initialState={{
          rowGrouping: { model: ['region'] },
          columns: { columnVisibilityModel: { region: false, product: false } },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
        }}
      />
    </Box>
  );
}
