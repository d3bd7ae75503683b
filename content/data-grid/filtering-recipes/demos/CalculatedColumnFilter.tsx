import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface CatalogueItem {
  id: number;
  name: string;
  cost: number;
  price: number;
  unitsSold: number;
}

const names = ['Canvas tote', 'Water bottle', 'Notebook A5', 'Desk plant', 'Wool beanie', 'Phone stand', 'Tea sampler', 'Sticker pack'];
const rows: CatalogueItem[] = names.map((name, index) => {
  const cost = 3 + ((index * 7) % 11);
  return { id: index + 1, name, cost, price: Math.round(cost * (1.1 + ((index * 3) % 8) / 10)), unitsSold: 40 + ((index * 97) % 400) };
});

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

const columns: GridColDef<CatalogueItem>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 80 },
  { field: 'price', headerName: 'Price', type: 'number', width: 80 },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => (row.price - row.cost) / row.price,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'profit',
    headerName: 'Profit',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => (row.price - row.cost) * row.unitsSold,
  },
];

export default function CalculatedColumnFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // The filter compares the computed value (a ratio), not the text "25%".
        initialState={{ filter: { filterModel: { items: [{ field: 'margin', operator: '<', value: 0.4 }] } } }}
      />
    </Box>
  );
}
