import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${1040 + index}`,
  product: ['Oat milk', 'Rye bread', 'Espresso beans', 'Honey', 'Olive oil', 'Sea salt'][index],
  supplier: ['Nordic Farms', 'Bakehaus', 'Roast & Co', 'Beeline', 'Oliva', 'Saline'][index],
  stock: 20 + ((index * 37) % 90),
  internalNote: index % 2 === 0 ? 'Reorder monthly' : 'Seasonal',
}));

const columns: GridColDef[] = [
  // hideable: false keeps the column out of the show/hide controls.
  { field: 'product', headerName: 'Product', flex: 1, hideable: false },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'internalNote', headerName: 'Internal note', width: 150 },
];

export default function HideableColumnsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { sku: false, internalNote: false } },
        }}
      />
    </Box>
  );
}
