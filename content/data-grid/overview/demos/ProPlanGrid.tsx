import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const departments = ['Finance', 'Legal', 'Operations', 'Research'];
const offices = ['Geneva', 'Singapore', 'Toronto'];

const rows = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  name: `Employee ${String(index + 1).padStart(3, '0')}`,
  department: departments[index % departments.length],
  office: offices[(index * 7) % offices.length],
  level: 1 + ((index * 5) % 6),
  salary: 52000 + ((index * 3371) % 68000),
  startYear: 2008 + ((index * 13) % 17),
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'level', headerName: 'Level', type: 'number', width: 90 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
];

export default function ProPlanGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* No pagination: one scrollable list of all 200 rows. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          pinnedColumns: { left: ['name'], right: ['salary'] },
          // Multi-column sorting: by department, then by salary within it.
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
