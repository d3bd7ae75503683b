import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: 'Draft' | 'Sent' | 'Paid';
  note: string;
}

const rows: Invoice[] = [
  { id: 'INV-301', client: 'Harbor Cafe', amount: 420, status: 'Draft', note: '' },
  { id: 'INV-302', client: 'Lumen Studio', amount: 1850, status: 'Sent', note: 'Net 30' },
  { id: 'INV-303', client: 'Greenleaf Market', amount: 96.5, status: 'Paid', note: '' },
  { id: 'INV-304', client: 'Orbit Labs', amount: 3200, status: 'Draft', note: 'Check PO number' },
  { id: 'INV-305', client: 'Pine & Co', amount: 740, status: 'Sent', note: '' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140, editable: true },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, editable: true },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'note', headerName: 'Internal note', flex: 1, minWidth: 150, editable: true },
];

// Drafts are fully editable; once sent, only the internal note can change.
function isCellEditable(params: GridCellParams<Invoice>) {
  return params.row.status === 'Draft' || params.field === 'note';
}

export default function ConditionallyEditableCells() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .locked': { color: 'text.disabled' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getCellClassName={(params) =>
          params.colDef.editable && !isCellEditable(params) ? 'locked' : ''
        }
        hideFooter
      />
    </Box>
  );
}
