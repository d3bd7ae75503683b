import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  startDate: Date;
  remote: boolean;
}

const FIRST = ['Ada', 'Bruno', 'Chen', 'Dalia', 'Emil', 'Farah', 'Goran'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak'];
const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Support', 'Finance'];
const CITIES = ['Lisbon', 'Toronto', 'Nairobi', 'Seoul', 'Berlin', 'Austin'];

// Deterministic "random" picks keep server and client renders identical.
const pick = <T,>(list: readonly T[], seed: number) => list[(seed * 7919) % list.length];

const rows: Employee[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  name: `${pick(FIRST, i + 3)} ${pick(LAST, i * 5 + 1)}`,
  department: pick(DEPARTMENTS, i * 3 + 2),
  city: pick(CITIES, i * 11 + 4),
  salary: 42000 + ((i * 3571) % 68) * 1000,
  startDate: new Date(2015 + (i % 10), (i * 5) % 12, 1 + (i % 27)),
  remote: i % 3 === 0,
}));

// One formatter shared by every cell: creating an Intl formatter per call is slow.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
    width: 140,
  },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function OverviewGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 50]}
        initialState={{
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
      />
    </Box>
  );
}
