import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGridPro, GridColDef, GridListViewColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  total: number;
  status: 'Paid' | 'Pending' | 'Refunded';
  placed: Date;
}

const customers = [
  'Liam Byrne',
  'Mona Aziz',
  'Nils Ek',
  'Olga Ivanova',
  'Pablo Vega',
  'Qiu Lan',
  'Rosa Lima',
];
const statuses: Order['status'][] = ['Paid', 'Pending', 'Paid', 'Refunded'];
const rows: Order[] = customers.map((customer, index) => ({
  id: 5100 + index,
  customer,
  total: 19 + ((index * 83) % 400),
  status: statuses[index % statuses.length],
  placed: new Date(2026, 10, 1 + index * 3),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function OrderCard({ row }: GridRenderCellParams<Order>) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', height: '100%', pr: 1 }}
    >
      <div>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          #{row.id} · {row.customer}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.placed.toLocaleDateString('en-US')} · ${row.total}
        </Typography>
      </div>
      <Chip size="small" label={row.status} color={row.status === 'Paid' ? 'success' : 'default'} />
    </Stack>
  );
}

const listColumn: GridListViewColDef<Order> = { field: 'card', renderCell: OrderCard };

export default function ListViewResponsive() {
  const narrowScreen = useMediaQuery('(max-width: 600px)');
  const [forced, setForced] = React.useState(false);
  const listView = narrowScreen || forced;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={listView} disabled={narrowScreen} onChange={(e) => setForced(e.target.checked)} />
        }
        label={narrowScreen ? 'List view (narrow screen)' : 'List view'}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={listView}
          listViewColumn={listColumn}
          rowHeight={listView ? 60 : 52}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
