import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Account {
  id: number;
  account: string;
  budget: number;
  actual: number;
}

const names = ['Travel', 'Cloud hosting', 'Salaries', 'Events', 'Hardware', 'Consulting', 'Training'];
const rows: Account[] = names.map((account, index) => {
  const budget = 10000 + index * 4000;
  return { id: index + 1, account, budget, actual: Math.round(budget * (0.7 + ((index * 13) % 7) / 10)) };
});

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const columns: GridColDef<Account>[] = [
  { field: 'account', headerName: 'Account', flex: 1 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 120,
    valueFormatter: (v: number) => money.format(v),
  },
  {
    field: 'actual',
    headerName: 'Actual',
    type: 'number',
    width: 120,
    valueFormatter: (v: number) => money.format(v),
  },
  {
    field: 'variance',
    headerName: 'Variance',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => (row.actual - row.budget) / row.budget,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(0)} %`,
    // A class per state; the styles live in the grid's sx.
    cellClassName: (params) => {
      const value = params.value as number;
      if (value > 0.1) return 'over-budget';
      if (value < -0.1) return 'under-budget';
      return '';
    },
  },
];

export default function ConditionalCells() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .over-budget': { color: 'error.main', fontWeight: 600 },
        '& .under-budget': { color: 'success.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
