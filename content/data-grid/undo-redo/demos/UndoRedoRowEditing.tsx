import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Timesheet {
  id: number;
  employee: string;
  monday: number;
  tuesday: number;
  wednesday: number;
  thursday: number;
  friday: number;
}

const employees = ['Amara Okafor', 'Jonas Berg', 'Mei Tanaka', 'Lucas Moreau', 'Priya Nair', 'Diego Alvarez'];
const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

const rows: Timesheet[] = employees.map((employee, index) => ({
  id: index + 1,
  employee,
  monday: 6 + (index % 3),
  tuesday: 8,
  wednesday: 7 + ((index * 2) % 3),
  thursday: 8 - (index % 2),
  friday: 4 + ((index * 3) % 5),
}));

const columns: GridColDef<Timesheet>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  ...days.map((day): GridColDef<Timesheet> => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1, 3),
    type: 'number',
    width: 80,
    editable: true,
  })),
];

export default function UndoRedoRowEditing() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} editMode="row" cellSelection showToolbar hideFooter />
    </Box>
  );
}
