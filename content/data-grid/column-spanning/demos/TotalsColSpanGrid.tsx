import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number | string;
  item: string;
  quantity?: number;
  unitPrice?: number;
  total: number;
}

const items: Line[] = [
  { id: 1, item: 'Standing desk', quantity: 2, unitPrice: 420, total: 840 },
  { id: 2, item: 'Ergonomic chair', quantity: 4, unitPrice: 310, total: 1240 },
  { id: 3, item: 'Cable tray', quantity: 6, unitPrice: 18, total: 108 },
];
const subtotal = items.reduce((sum, row) => sum + row.total, 0);

const rows: Line[] = [
  ...items,
  { id: 'tax', item: 'VAT (20%)', total: subtotal * 0.2 },
  { id: 'grand', item: 'Total due', total: subtotal * 1.2 },
];

const isSummary = (row: Line) => typeof row.id === 'string';

const columns: GridColDef<Line>[] = [
  {
    field: 'item',
    headerName: 'Item',
    flex: 1,
    // Summary rows stretch their label across the item, quantity and price columns.
    colSpan: (_value, row) => (isSummary(row) ? 3 : undefined),
    cellClassName: (params) => (isSummary(params.row) ? 'summary-label' : ''),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(2)),
  },
];

export default function TotalsColSpanGrid() {
  return (
    <Box
      sx={{ height: 330, width: '100%', '& .summary-label': { fontWeight: 600, justifyContent: 'flex-end' } }}
    >
      <DataGrid rows={rows} columns={columns} disableColumnSorting disableColumnFilter hideFooter />
    </Box>
  );
}
