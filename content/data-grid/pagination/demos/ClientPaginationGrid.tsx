import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  due: Date;
}

const CLIENTS = ['Acme Ltd', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'];

const rows: Invoice[] = Array.from({ length: 137 }, (_, index) => ({
  id: 5000 + index,
  client: CLIENTS[(index * 7) % CLIENTS.length],
  amount: 150 + ((index * 613) % 4850),
  due: new Date(2025, 6, 1 + (index % 60)),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
  { field: 'due', headerName: 'Due', type: 'date', width: 130 },
];

export default function ClientPaginationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10, 25, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
