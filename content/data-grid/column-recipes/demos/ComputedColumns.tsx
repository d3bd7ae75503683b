import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  quantity: number;
  unitPrice: number;
  discount: number;
}

const products = ['Desk lamp', 'Office chair', 'Monitor arm', 'Keyboard', 'Webcam', 'Headset', 'Docking station'];
const rows: OrderLine[] = products.map((product, index) => ({
  id: index + 1,
  product,
  quantity: 1 + ((index * 7) % 9),
  unitPrice: 24 + index * 31.5,
  discount: [0, 0.05, 0.1, 0, 0.15, 0.05, 0][index],
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value ? `${Math.round(value * 100)} %` : '-'),
  },
  {
    // No `total` key exists on the rows: the value is computed from three fields.
    field: 'total',
    headerName: 'Line total',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice * (1 - row.discount),
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ComputedColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
