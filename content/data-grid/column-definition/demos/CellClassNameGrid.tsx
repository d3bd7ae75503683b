import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: number;
  item: string;
  onHand: number;
  reorderAt: number;
  change: number;
}

const rows: Stock[] = [
  { id: 1, item: 'Copy paper A4', onHand: 420, reorderAt: 100, change: 12 },
  { id: 2, item: 'Toner black', onHand: 3, reorderAt: 5, change: -4 },
  { id: 3, item: 'Stapler', onHand: 18, reorderAt: 10, change: 0 },
  { id: 4, item: 'Sticky notes', onHand: 7, reorderAt: 20, change: -13 },
  { id: 5, item: 'Whiteboard markers', onHand: 64, reorderAt: 30, change: 24 },
];

const columns: GridColDef<Stock>[] = [
  // A fixed string: every cell of the column gets the class.
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160, cellClassName: 'item-cell' },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 120,
    // A function: the class depends on the row.
    cellClassName: (params) => (params.row.onHand < params.row.reorderAt ? 'stock-low' : ''),
  },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 120 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    cellClassName: (params) => {
      if (params.value == null || params.value === 0) {
        return '';
      }
      return params.value > 0 ? 'change-up' : 'change-down';
    },
    valueFormatter: (value?: number) => (value != null && value > 0 ? `+${value}` : String(value ?? '')),
  },
];

export default function CellClassNameGrid() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .item-cell': { fontWeight: 500 },
        '& .stock-low': { backgroundColor: 'error.light', color: 'error.contrastText' },
        '& .change-up': { color: 'success.main' },
        '& .change-down': { color: 'error.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
