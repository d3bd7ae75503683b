import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: number;
  symbol: string;
  price: number;
  change: number;
}

const rows: Stock[] = [
  { id: 1, symbol: 'NOVA', price: 132.4, change: 2.35 },
  { id: 2, symbol: 'TERRA', price: 58.1, change: -1.2 },
  { id: 3, symbol: 'HALO', price: 12.95, change: 0 },
  { id: 4, symbol: 'QUILL', price: 244.0, change: -4.8 },
  { id: 5, symbol: 'ORBIT', price: 77.6, change: 0.9 },
];

const columns: GridColDef<Stock>[] = [
  { field: 'symbol', headerName: 'Symbol', flex: 1, cellClassName: 'cell--symbol' },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  {
    field: 'change',
    headerName: 'Change (%)',
    type: 'number',
    width: 140,
    headerClassName: 'header--change',
    // A function receives the cell params and may return no class at all.
    cellClassName: (params: GridCellParams<Stock, number>) => {
      if (params.value == null || params.value === 0) {
        return '';
      }
      return params.value > 0 ? 'cell--up' : 'cell--down';
    },
    // Text as well as color, so the meaning does not rely on color alone.
    valueFormatter: (value: number) => `${value > 0 ? '▲ +' : value < 0 ? '▼ ' : ''}${value}`,
  },
];

export default function ColumnClassNamesGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          '& .cell--symbol': { fontFamily: 'monospace', fontWeight: 700 },
          '& .header--change': { bgcolor: 'action.hover' },
          '& .cell--up': { color: 'success.main' },
          '& .cell--down': { color: 'error.main' },
        }}
      />
    </Box>
  );
}
