import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  sku: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Amara Okafor', email: 'amara.okafor@example.com', sku: 'AB-1042' },
  { id: 2, name: 'Jonas Weber', email: 'jonas.weber@example.com', sku: 'CX-2210' },
  { id: 3, name: 'Priya Nair', email: 'priya.nair@example.com', sku: 'DF-0087' },
  { id: 4, name: 'Mateo Silva', email: 'mateo.silva@example.com', sku: 'GH-3321' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  {
    field: 'email',
    headerName: 'E-mail (lower-cased)',
    flex: 1,
    minWidth: 220,
    editable: true,
    // Applied to what the user types before it is stored: trimmed and lower case.
    valueParser: (value?: string) => (value ?? '').trim().toLowerCase(),
  },
  {
    field: 'sku',
    headerName: 'SKU (upper-cased)',
    width: 170,
    editable: true,
    valueParser: (value?: string) => (value ?? '').toUpperCase().replace(/\s+/g, ''),
  },
];

export default function ValueParserGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
