import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, GridColDef, Toolbar } from '@mui/x-data-grid';

interface Patient {
  id: number;
  record: string;
  name: string;
  ward: string;
  bed: number;
  admitted: Date;
  doctor: string;
}

const names = [
  'Lucas Martin',
  'Aisha Khan',
  'Tom Becker',
  'Rosa Silva',
  'Ivan Petrov',
  'Mia Laurent',
  'Omar Haddad',
];
const wards = ['Cardiology', 'Orthopaedics', 'Neurology'];
const doctors = ['Dr. Alvarez', 'Dr. Nguyen', 'Dr. Osei'];
const rows: Patient[] = names.map((name, index) => ({
  id: index + 1,
  record: `MRN-${58020 + index * 31}`,
  name,
  ward: wards[index % wards.length],
  bed: 1 + ((index * 5) % 24),
  admitted: new Date(2025, 2, 1 + index * 3),
  doctor: doctors[(index + 1) % doctors.length],
}));

const columns: GridColDef<Patient>[] = [
  { field: 'record', headerName: 'Record', width: 120 },
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 140 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'bed', headerName: 'Bed', type: 'number', width: 70 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 120 },
  { field: 'doctor', headerName: 'Doctor', width: 130 },
];

// The record number and patient name identify a row: keep them out of the panel.
const lockedFields = new Set(['record', 'name']);

function PanelToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
        Columns
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function TogglableColumnsPanel() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PanelToolbar }}
        showToolbar
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (allColumns) =>
              allColumns.filter((column) => !lockedFields.has(column.field)).map((column) => column.field),
            sort: 'asc',
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
