import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: number;
  ticker: string;
  price: number;
  change: number;
  halted: boolean;
}

const rows: Stock[] = [
  { id: 1, ticker: 'NRTH', price: 182.4, change: 2.31, halted: false },
  { id: 2, ticker: 'BLUE', price: 44.1, change: -1.2, halted: false },
  { id: 3, ticker: 'ORCA', price: 9.87, change: 0, halted: true },
  { id: 4, ticker: 'VELA', price: 311.02, change: -4.75, halted: false },
  { id: 5, ticker: 'KITE', price: 57.6, change: 0.84, halted: false },
];

const columns: GridColDef<Stock>[] = [
  { field: 'ticker', headerName: 'Ticker', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  {
    field: 'change',
    headerName: 'Change (%)',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

export default function ConditionalClassesGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 360,
        width: '100%',
        // The grid only attaches class names; the look is defined here.
        '& .change--up': { color: theme.palette.success.main, fontWeight: 600 },
        '& .change--down': { color: theme.palette.error.main, fontWeight: 600 },
        '& .row--halted': {
          bgcolor: alpha(theme.palette.warning.main, 0.12),
          fontStyle: 'italic',
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (params.row.halted ? 'row--halted' : '')}
        getCellClassName={(params) => {
          const change = Number(params.value);
          if (params.field !== 'change' || change === 0) return '';
          return change > 0 ? 'change--up' : 'change--down';
        }}
      />
    </Box>
  );
}
