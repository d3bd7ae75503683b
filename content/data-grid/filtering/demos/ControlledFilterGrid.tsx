import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  status: string;
  total: number;
  placed: Date;
}

const CUSTOMERS = ['Nadia Haddad', 'Tom Becker', 'Priya Rao', 'Jonas Lind', 'Elena Sousa'];
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'];

const rows: Order[] = Array.from({ length: 20 }, (_, index) => ({
  id: 1000 + index,
  customer: CUSTOMERS[index % CUSTOMERS.length],
  status: STATUSES[(index * 3) % STATUSES.length],
  total: 20 + ((index * 37) % 180),
  placed: new Date(2025, 0, 3 + index * 4),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: STATUSES, width: 130 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 130 },
];

export default function ControlledFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'total', operator: '>', value: 100 }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {JSON.stringify(filterModel.items)}
      </Typography>
    </Box>
  );
}
