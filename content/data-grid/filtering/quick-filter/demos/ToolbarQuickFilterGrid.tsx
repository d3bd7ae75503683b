import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
}

const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eva', 'Farid'];
const LAST = ['Lima', 'Okafor', 'Novak'];
const ROLES = ['Engineer', 'Designer', 'Manager', 'Analyst'];
const OFFICES = ['Lisbon', 'Berlin', 'Montréal', 'Pune'];

const rows: Employee[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST[index % 6]} ${LAST[Math.floor(index / 6)]}`,
  role: ROLES[(index * 5) % ROLES.length],
  office: OFFICES[(index * 7) % OFFICES.length],
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
  { field: 'office', headerName: 'Office', flex: 1 },
];

export default function ToolbarQuickFilterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // "montreal" also matches "Montréal".
        ignoreDiacritics
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['engineer'] } } }}
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 300 } } }}
      />
    </Box>
  );
}
