import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  firstName: string;
  lastName: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

const rows: OrderLine[] = [
  { id: 1, firstName: 'Ines', lastName: 'Moreau', product: 'Desk lamp', quantity: 2, unitPrice: 34.5 },
  { id: 2, firstName: 'Kofi', lastName: 'Mensah', product: 'Monitor arm', quantity: 1, unitPrice: 89 },
  { id: 3, firstName: 'Yuki', lastName: 'Tanaka', product: 'Keyboard', quantity: 3, unitPrice: 59.9 },
  { id: 4, firstName: 'Lena', lastName: 'Berg', product: 'Webcam', quantity: 5, unitPrice: 42 },
  { id: 5, firstName: 'Omar', lastName: 'Haddad', product: 'Headset', quantity: 2, unitPrice: 120 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderLine>[] = [
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    // Derived from two row fields; sorting and filtering use this value.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

export default function ValueGetterGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
