import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  due: Date;
  paid: boolean;
}

const today = new Date(2026, 10, 24);
const clients = [
  'Atlas Freight',
  'Bloom Florists',
  'Cedar Dental',
  'Delta Print',
  'Elm Studio',
  'Fable Books',
];
const rows: Invoice[] = clients.map((client, index) => ({
  id: `INV-${740 + index}`,
  client,
  due: new Date(2026, 10, 10 + index * 5),
  paid: index % 3 === 0,
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'due', headerName: 'Due', type: 'date', width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

export default function HighlightRows() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={({ row }) => (!row.paid && row.due < today ? 'overdue' : '')}
        sx={(theme) => ({
          '& .overdue': {
            backgroundColor: alpha(theme.palette.error.main, 0.08),
            '&:hover': { backgroundColor: alpha(theme.palette.error.main, 0.14) },
            '&.Mui-selected': { backgroundColor: alpha(theme.palette.error.main, 0.2) },
          },
        })}
        hideFooter
      />
    </Box>
  );
}
