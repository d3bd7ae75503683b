import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'Ada Brennan', email: 'ada@example.com', phone: '555-0134', street: '12 Elm Row', city: 'Galway' },
  { id: 2, name: 'Kwame Asante', email: 'kwame@example.com', phone: '555-0178', street: '4 Dock Lane', city: 'Accra' },
  { id: 3, name: 'Ilse Vogel', email: 'ilse@example.com', phone: '555-0121', street: '9 Hofweg', city: 'Bremen' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'email', headerName: 'E-mail', width: 170 },
  { field: 'phone', headerName: 'Phone', width: 110 },
  { field: 'street', headerName: 'Street', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  // Locked: its columns can move within the group only.
  { groupId: 'contact', headerName: 'Contact (locked)', children: [{ field: 'email' }, { field: 'phone' }] },
  // Free: its columns can be dragged anywhere, splitting the group header.
  {
    groupId: 'address',
    headerName: 'Address (free reordering)',
    freeReordering: true,
    children: [{ field: 'street' }, { field: 'city' }],
  },
];

export default function FreeReorderingGroupsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
