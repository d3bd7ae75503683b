import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, GridColDef, GridDataSource, GridGetRowsParams, useGridApiRef } from '@mui/x-data-grid-pro';

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

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(queryPayments(params)), 400)),
};

export default function LazyLoadingJumpToRow() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState('2500');

  const jump = () => {
    const rowIndex = Math.min(Math.max(Number(target) - 1, 0), 4_999);
    // With a known row count the grid can scroll anywhere; only the block in view is requested.
    apiRef.current?.scrollToIndexes({ rowIndex });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="number"
          label="Row number"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 5000 } }}
          sx={{ width: 140 }}
        />
        <Button variant="outlined" onClick={jump}>
          Go to row
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro apiRef={apiRef} columns={columns} dataSource={dataSource} lazyLoading />
      </Box>
    </Box>
  );
}
