import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  photoUrl: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Hana Kobayashi', team: 'Design', photoUrl: 'hana.jpg', salary: 68000 },
  { id: 2, name: 'Luis Ortega', team: 'Platform', photoUrl: 'luis.jpg', salary: 82000 },
  { id: 3, name: 'Sofia Rossi', team: 'Data', photoUrl: 'sofia.jpg', salary: 77000 },
  { id: 4, name: 'Tomasz Nowak', team: 'Platform', photoUrl: 'tomasz.jpg', salary: 71000 },
];

const columns: GridColDef<Employee>[] = [
  // Always visible: no "Hide column" entry and no switch in the columns panel.
  { field: 'name', headerName: 'Name (not hideable)', width: 190, hideable: false },
  { field: 'team', headerName: 'Team (editable)', width: 150, editable: true },
  // A file name is not worth sorting or filtering.
  {
    field: 'photoUrl',
    headerName: 'Photo (no sort, no filter)',
    width: 210,
    sortable: false,
    filterable: false,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ColumnOptOutGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
