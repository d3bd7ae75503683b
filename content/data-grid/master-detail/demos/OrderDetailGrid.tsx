import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  date: string;
  items: { sku: string; name: string; quantity: number; price: number }[];
}

// [customer, date, "sku:name:quantity:price" entries]
const DATA: [string, string, string[]][] = [
  ['Greta Holm', '2025-03-02', ['B-01:Hiking boots:1:139', 'S-07:Wool socks:3:12']],
  ['Samuel Adeyemi', '2025-03-03', ['T-22:Two-person tent:1:289']],
  ['Lucía Fernández', '2025-03-05', ['P-10:Day pack:1:75', 'L-03:Head torch:2:29', 'W-11:Water filter:1:44']],
  ['Arjun Mehta', '2025-03-06', ['J-05:Rain jacket:1:160']],
];

const orders: Order[] = DATA.map(([customer, date, lines], index) => ({
  id: index + 1,
  customer,
  date,
  items: lines.map((line) => {
    const [sku, name, quantity, price] = line.split(':');
    return { sku, name, quantity: Number(quantity), price: Number(price) };
  }),
}));

const itemColumns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Item', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'lines', headerName: 'Lines', type: 'number', valueGetter: (_v, row) => row.items.length },
];

// The panel is an ordinary React tree: here, a nested grid sized to its rows.
const getDetailPanelContent: DataGridProProps<Order>['getDetailPanelContent'] = ({ row }) => (
  <Paper variant="outlined" sx={{ m: 2, p: 2 }}>
    <Typography variant="subtitle2" gutterBottom>
      Items in order #{row.id}
    </Typography>
    <DataGridPro
      density="compact"
      autoHeight
      hideFooter
      rows={row.items}
      columns={itemColumns}
      getRowId={(item) => item.sku}
    />
  </Paper>
);

const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 'auto';

export default function OrderDetailGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
