import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
}

const rows: Invoice[] = [
  { id: 1, number: 'INV-1041', client: 'Harbor Books', amount: 320 },
  { id: 2, number: 'INV-1042', client: 'Pine & Oak', amount: 1280 },
  { id: 3, number: 'INV-1043', client: 'Skyline Cafe', amount: 96 },
];

export default function FocusableCellActionsGrid() {
  const [message, setMessage] = React.useState('');

  const columns: GridColDef<Invoice>[] = [
    {
      field: 'number',
      headerName: 'Invoice',
      width: 140,
      // tabIndex follows the grid's roving focus: 0 on the focused cell, -1 elsewhere.
      renderCell: (params: GridRenderCellParams<Invoice, string>) => (
        <Link
          href={`#${params.value}`}
          tabIndex={params.tabIndex}
          onClick={(event) => {
            event.preventDefault();
            setMessage(`Opened ${params.value}`);
          }}
        >
          {params.value}
        </Link>
      ),
    },
    { field: 'client', headerName: 'Client', flex: 1 },
    { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
    {
      field: 'remind',
      headerName: 'Reminder',
      width: 140,
      sortable: false,
      renderCell: (params: GridRenderCellParams<Invoice>) => (
        <Button
          size="small"
          tabIndex={params.tabIndex}
          aria-label={`Send a reminder to ${params.row.client}`}
          onClick={() => setMessage(`Reminder sent to ${params.row.client}`)}
        >
          Remind
        </Button>
      ),
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 260 }}>
        <DataGrid
          aria-label="Unpaid invoices"
          rows={rows}
          columns={columns}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 20 }}>
        {message}
      </Typography>
    </Box>
  );
}
