import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';

interface Payment {
  id: number;
  reference: string;
  merchant: string;
  country: string;
  amount: number;
}

const MERCHANTS = ['Bakery Nord', 'Cinema Sol', 'Fuel Stop', 'Green Grocer', 'Metro Line', 'Book Nook', 'Pharma Plus'];
const COUNTRIES = ['Austria', 'Brazil', 'Chile', 'Denmark', 'Egypt', 'Finland'];

// The "database": 5,000 card payments.
const PAYMENTS: Payment[] = Array.from({ length: 5_000 }, (_, i) => ({
  id: i + 1,
  reference: `PAY-${String(i + 1).padStart(5, '0')}`,
  merchant: MERCHANTS[(i * 5) % MERCHANTS.length],
  country: COUNTRIES[(i * 11) % COUNTRIES.length],
  amount: Math.round((((i * 7919) % 50_000) / 100 + 1) * 100) / 100,
}));

function queryPayments({ filterModel, sortModel, start, end }: GridGetRowsParams) {
  let rows = PAYMENTS.filter((row) =>
    filterModel.items.every((item) => {
      if (item.value == null || item.value === '') return true;
      const cell = row[item.field as keyof Payment];
      if (item.operator === '>') return Number(cell) > Number(item.value);
      if (item.operator === '<') return Number(cell) < Number(item.value);
      return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
    }),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Payment;
    const dir = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[key] > b[key] ? dir : a[key] < b[key] ? -dir : 0));
  }
  return { rows: rows.slice(Number(start), end + 1), rowCount: rows.length };
}

const columns: GridColDef[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

function describe(params: GridGetRowsParams) {
  const [sort] = params.sortModel;
  const filters = params.filterModel.items.filter((item) => item.value != null && item.value !== '');
  return [
    `rows ${params.start}-${params.end}`,
    sort ? `sort ${sort.field} ${sort.sort}` : 'unsorted',
    filters.length ? `filter ${filters.map((item) => `${item.field} ${item.operator} ${item.value}`).join(', ')}` : 'no filter',
  ].join(' · ');
}

export default function LazyLoadingSortFilter() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setLog((previous) => [describe(params), ...previous].slice(0, 4));
        await new Promise((resolve) => setTimeout(resolve, 400));
        return queryPayments(params);
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] } }}
        />
      </Box>
      <Box sx={{ mt: 1, minHeight: 88 }}>
        {log.map((line, index) => (
          <Typography key={`${index}-${line}`} variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
