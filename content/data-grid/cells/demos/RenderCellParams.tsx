import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type TicketStatus = 'open' | 'pending' | 'solved';

interface Ticket {
  id: number;
  subject: string;
  status: TicketStatus;
  waitingHours: number;
}

const subjects = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export stops at 10 000 rows',
  'Request for dark mode',
  'Login loop on Safari',
  'Add second admin',
];
const statuses: TicketStatus[] = ['open', 'pending', 'solved'];
const rows: Ticket[] = subjects.map((subject, index) => ({
  id: 1200 + index,
  subject,
  status: statuses[index % 3],
  waitingHours: [2, 30, 0, 75, 5, 12][index],
}));

const statusColor = { open: 'warning', pending: 'info', solved: 'success' } as const;

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    // The second type argument types `params.value`.
    renderCell: (params: GridRenderCellParams<Ticket, TicketStatus>) =>
      params.value ? (
        <Chip size="small" label={params.value} color={statusColor[params.value]} variant="outlined" />
      ) : null,
  },
  {
    field: 'waitingHours',
    headerName: 'Waiting',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => (value >= 24 ? `${Math.floor(value / 24)} d ${value % 24} h` : `${value} h`),
    // formattedValue comes from valueFormatter; row gives access to the other fields.
    renderCell: (params: GridRenderCellParams<Ticket, number, string>) => (
      <Box
        component="span"
        sx={{ fontWeight: params.row.status !== 'solved' && (params.value ?? 0) > 24 ? 700 : 400 }}
      >
        {params.formattedValue}
      </Box>
    ),
  },
];

export default function RenderCellParams() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
