import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  number: string;
  customer: string;
  total: number;
  status: 'Shipped' | 'Processing' | 'Cancelled';
}

const STATUSES: Order['status'][] = ['Shipped', 'Processing', 'Cancelled'];
const CUSTOMERS = ['Hana Novak', 'Ibrahim Diallo', 'Julia Costa', 'Kai Müller', 'Lucía Ortega'];

const rows: Order[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  number: `#${48210 + i * 7}`,
  customer: CUSTOMERS[i % CUSTOMERS.length],
  total: 24 + ((i * 61) % 300),
  status: STATUSES[i % 4 === 3 ? 2 : i % 2],
}));

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'total', headerName: 'Total', type: 'number' },
  { field: 'status', headerName: 'Status' },
];

const listColumn: GridListViewColDef<Order> = {
  field: 'orderCard',
  // Centres the card content vertically, as it would in a flex cell.
  display: 'flex',
  // A class per card, from the row: cancelled orders are dimmed.
  cellClassName: (params) => (params.row.status === 'Cancelled' ? 'order-cancelled' : ''),
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {row.number} · {row.customer}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          €{row.total.toFixed(2)}
        </Typography>
      </Box>
      <Chip size="small" label={row.status} color={row.status === 'Shipped' ? 'success' : 'default'} />
    </Stack>
  ),
};

export default function ListViewColumnOptions() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listColumn}
        rowHeight={60}
        hideFooter
        sx={{ '& .order-cancelled': { opacity: 0.5, textDecoration: 'line-through' } }}
      />
    </Box>
  );
}
