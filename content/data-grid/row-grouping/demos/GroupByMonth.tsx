import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  date: Date;
  merchant: string;
  amount: number;
}

const MERCHANTS = ['Rail pass', 'Hotel Linde', 'Café Sol', 'Taxi', 'Bookshop'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const rows: Expense[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  date: new Date(2025, Math.floor(index / 8), 1 + ((index * 5) % 27)),
  merchant: MERCHANTS[index % MERCHANTS.length],
  amount: 12 + ((index * 37) % 180),
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Expense>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    // The cells keep showing the full date; groups are built per month.
    groupingValueGetter: (value: Date) => `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}`,
    // Called for leaf cells with a Date, and for group rows with the "2025-01" key.
    valueFormatter: (value: Date | string | null) => {
      if (value == null) return '';
      if (typeof value === 'string') {
        const [year, month] = value.split('-');
        return `${MONTHS[Number(month) - 1]} ${year}`;
      }
      return value.toLocaleDateString('en-GB');
    },
  },
  { field: 'merchant', headerName: 'Merchant', width: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
];

export default function GroupByMonth() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="single"
        groupingColDef={{ headerName: 'Month', width: 200 }}
        initialState={{
          rowGrouping: { model: ['date'] },
          aggregation: { model: { amount: 'sum' } },
        }}
      />
    </Box>
  );
}
