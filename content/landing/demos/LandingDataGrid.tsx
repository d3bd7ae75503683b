import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// A small release tracker: enough columns to try sorting, filtering and selection.
const rows = [
  {
    id: 1,
    name: 'Checkout redesign',
    owner: 'Amara Diallo',
    status: 'Shipped',
    progress: 100,
    due: '2025-09-12',
  },
  { id: 2, name: 'Search indexing', owner: 'Lin Wei', status: 'In review', progress: 85, due: '2025-10-03' },
  {
    id: 3,
    name: 'Billing export',
    owner: 'Jonas Berg',
    status: 'In progress',
    progress: 60,
    due: '2025-10-20',
  },
  {
    id: 4,
    name: 'Mobile onboarding',
    owner: 'Priya Nair',
    status: 'In progress',
    progress: 45,
    due: '2025-11-07',
  },
  { id: 5, name: 'Audit log', owner: 'Sofia Rossi', status: 'Planned', progress: 10, due: '2025-11-28' },
  { id: 6, name: 'Dark mode', owner: 'Mateo Cruz', status: 'Shipped', progress: 100, due: '2025-08-30' },
  {
    id: 7,
    name: 'Team permissions',
    owner: 'Hana Sato',
    status: 'In review',
    progress: 90,
    due: '2025-10-10',
  },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'name', headerName: 'Project', flex: 1.4, minWidth: 150 },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Planned', 'In progress', 'In review', 'Shipped'],
    width: 120,
  },
  {
    field: 'progress',
    headerName: 'Done',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => `${value}%`,
  },
];

export default function LandingDataGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        checkboxSelection
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'progress', sort: 'desc' }] } }}
      />
    </Box>
  );
}
