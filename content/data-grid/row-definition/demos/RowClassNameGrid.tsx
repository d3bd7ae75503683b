import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  product: string;
  warehouse: string;
  quantity: number;
  reorderLevel: number;
}

const rows: StockItem[] = [
  { id: 1, product: 'Oak desk', warehouse: 'Leeds', quantity: 42, reorderLevel: 10 },
  { id: 2, product: 'Walnut shelf', warehouse: 'Leeds', quantity: 6, reorderLevel: 8 },
  { id: 3, product: 'Desk lamp', warehouse: 'Bristol', quantity: 0, reorderLevel: 15 },
  { id: 4, product: 'Office chair', warehouse: 'Bristol', quantity: 18, reorderLevel: 12 },
  { id: 5, product: 'Monitor arm', warehouse: 'Leeds', quantity: 9, reorderLevel: 10 },
  { id: 6, product: 'Filing cabinet', warehouse: 'York', quantity: 25, reorderLevel: 5 },
  { id: 7, product: 'Footrest', warehouse: 'York', quantity: 0, reorderLevel: 6 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'quantity', headerName: 'In stock', type: 'number', width: 110 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

// Module-level function: the grid receives the same reference on every render.
function getRowClassName(params: GridRowClassNameParams<StockItem>) {
  const { quantity, reorderLevel } = params.row;
  if (quantity === 0) {
    return 'stock--empty';
  }
  if (quantity <= reorderLevel) {
    return 'stock--low';
  }
  return '';
}

export default function RowClassNameGrid() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .stock--empty': {
          bgcolor: 'rgba(211, 47, 47, 0.12)',
          '&:hover': { bgcolor: 'rgba(211, 47, 47, 0.2)' },
        },
        '& .stock--low': {
          bgcolor: 'rgba(237, 108, 2, 0.12)',
          '&:hover': { bgcolor: 'rgba(237, 108, 2, 0.2)' },
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} />
    </Box>
  );
}
