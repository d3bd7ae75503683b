import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Line {
  id: number | string;
  item: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const rows: Line[] = [
  { id: 1, item: 'Design workshop (day)', quantity: 2, unitPrice: 1200, amount: 2400 },
  { id: 2, item: 'Prototype build', quantity: 1, unitPrice: 3800, amount: 3800 },
  { id: 3, item: 'User testing session', quantity: 4, unitPrice: 450, amount: 1800 },
  { id: 'total', item: 'Total', amount: 8000 },
];

const columns: GridColDef<Line>[] = [
  {
    field: 'item',
    headerName: 'Item (locked)',
    flex: 1,
    minWidth: 200,
    // The span and the columns it covers are locked in place.
    disableReorder: true,
    colSpan: (_value, row) => (row.id === 'total' ? 3 : undefined),
  },
  { field: 'quantity', headerName: 'Qty (locked)', type: 'number', width: 120, disableReorder: true },
  { field: 'unitPrice', headerName: 'Unit price (locked)', type: 'number', width: 160, disableReorder: true },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

export default function ColSpanReorderGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter disableColumnSorting />
    </Box>
  );
}
