import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface StockItem {
  id: number;
  product: string;
  warehouse: string;
  quantity: number;
  unitPrice: number;
}

const products = ['Desk lamp', 'Office chair', 'Standing desk', 'Monitor arm', 'Bookshelf', 'Filing cabinet'];
const warehouses = ['Rotterdam', 'Leipzig', 'Lyon'];

const rows: StockItem[] = products.map((product, index) => ({
  id: index + 1,
  product,
  warehouse: warehouses[index % warehouses.length],
  quantity: 12 + ((index * 29) % 140),
  unitPrice: 19 + ((index * 47) % 380),
}));

const columns: GridColDef<StockItem>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140, editable: true },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: warehouses,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 130, editable: true },
];

export default function UndoRedoBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
