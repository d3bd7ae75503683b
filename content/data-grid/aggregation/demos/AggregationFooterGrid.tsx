import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Payment {
  id: number;
  payer: string;
  amount: number;
  fee: number;
  paidOn: Date;
}

const PAYERS = ['Orbit Labs', 'Quill & Co', 'Sunfield', 'Tandem', 'Umami Foods'];

const rows: Payment[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  payer: PAYERS[index % PAYERS.length],
  amount: 200 + ((index * 389) % 2800),
  fee: 2 + ((index * 7) % 20),
  paidOn: new Date(2025, 8, 1 + index * 2),
}));

const currency = (value: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns: GridColDef<Payment>[] = [
  { field: 'payer', headerName: 'Payer', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 140, valueFormatter: currency },
  { field: 'fee', headerName: 'Fee', type: 'number', width: 120, valueFormatter: currency },
  { field: 'paidOn', headerName: 'Paid on', type: 'date', width: 140 },
];

export default function AggregationFooterGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          // Field → name of the aggregation function. The results appear in a footer row.
          aggregation: { model: { amount: 'sum', fee: 'avg', paidOn: 'max' } },
        }}
      />
    </Box>
  );
}
