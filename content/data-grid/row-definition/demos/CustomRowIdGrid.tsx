import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  category: string;
  price: number;
}

// The data has no `id` field: `sku` is the unique key instead.
const rows: Product[] = [
  { sku: 'TEA-GRN-050', name: 'Sencha green tea', category: 'Tea', price: 8.5 },
  { sku: 'TEA-BLK-100', name: 'Assam black tea', category: 'Tea', price: 7.2 },
  { sku: 'COF-ETH-250', name: 'Ethiopian Yirgacheffe', category: 'Coffee', price: 14.9 },
  { sku: 'COF-COL-250', name: 'Colombian Huila', category: 'Coffee', price: 12.4 },
  { sku: 'CHO-DRK-080', name: 'Dark chocolate 80%', category: 'Chocolate', price: 4.1 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 140 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

// Defined outside the component so the grid gets a stable function.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function CustomRowIdGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} checkboxSelection />
    </Box>
  );
}
