import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  age: number;
  startDate: Date;
  lastLogin: Date;
  remote: boolean;
  team: string;
}

const TEAMS = ['Design', 'Engineering', 'Sales', 'Support'];
const NAMES = ['Aiko Sato', 'Bruno Costa', 'Chloé Martin', 'Dmitri Ivanov', 'Esi Owusu', 'Felix Wagner'];

const rows: Employee[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  age: 24 + index * 5,
  startDate: new Date(2018 + index, index % 12, 1 + index * 3),
  lastLogin: new Date(2025, 2, 10 + index, 8 + index, index * 7),
  remote: index % 2 === 0,
  team: TEAMS[index % TEAMS.length],
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', type: 'string', width: 150, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120, editable: true },
  { field: 'lastLogin', headerName: 'Last login', type: 'dateTime', width: 190, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: TEAMS,
    width: 140,
    editable: true,
  },
];

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
