import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

// Stock levels: a SKU appears once per warehouse, so neither field is unique alone.
interface StockLevel {
  warehouse: string;
  sku: string;
  product: string;
  onHand: number;
}

const warehouses = ['AMS', 'MAD', 'WAW'];
const catalogue: [string, string][] = [
  ['SKU-1001', 'Trail shoe'],
  ['SKU-1002', 'Rain jacket'],
  ['SKU-1003', 'Merino socks'],
];
const rows: StockLevel[] = warehouses.flatMap((warehouse, w) =>
  catalogue.map(([sku, product], p) => ({ warehouse, sku, product, onHand: ((w + 2) * (p + 3) * 7) % 60 })),
);

const getRowId: GridRowIdGetter<StockLevel> = (row) => `${row.warehouse}:${row.sku}`;

const columns: GridColDef<StockLevel>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  {
    field: 'rowId',
    headerName: 'Row ID',
    width: 150,
    sortable: false,
    // The ID the grid uses for selection, updates and the API.
    valueGetter: (_value, row) => getRowId(row),
  },
];

export default function CompositeRowId() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} checkboxSelection hideFooter />
    </Box>
  );
}
