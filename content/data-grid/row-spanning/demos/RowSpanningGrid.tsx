import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// Rows are already sorted by order, so repeated values sit next to each other.
const rows = [
  { id: 1, order: 'SO-1001', customer: 'Hollis & Reed', item: 'Oak table', quantity: 1 },
  { id: 2, order: 'SO-1001', customer: 'Hollis & Reed', item: 'Oak bench', quantity: 2 },
  { id: 3, order: 'SO-1001', customer: 'Hollis & Reed', item: 'Linen runner', quantity: 1 },
  { id: 4, order: 'SO-1002', customer: 'Vega Studio', item: 'Floor lamp', quantity: 3 },
  { id: 5, order: 'SO-1002', customer: 'Vega Studio', item: 'Lamp shade', quantity: 3 },
  { id: 6, order: 'SO-1003', customer: 'Hollis & Reed', item: 'Bookshelf', quantity: 1 },
];

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function RowSpanningGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
