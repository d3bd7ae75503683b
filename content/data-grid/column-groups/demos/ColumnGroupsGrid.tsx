import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, firstName: 'Adaeze', lastName: 'Okafor', age: 34, city: 'Lagos', country: 'Nigeria' },
  { id: 2, firstName: 'Mateo', lastName: 'Rossi', age: 28, city: 'Turin', country: 'Italy' },
  { id: 3, firstName: 'Signe', lastName: 'Holm', age: 41, city: 'Aarhus', country: 'Denmark' },
  { id: 4, firstName: 'Kenji', lastName: 'Mori', age: 37, city: 'Osaka', country: 'Japan' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
];

// Groups nest: "Person" contains the "Name" group plus the age column.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    children: [
      { groupId: 'name', headerName: 'Name', children: [{ field: 'firstName' }, { field: 'lastName' }] },
      { field: 'age' },
    ],
  },
  {
    groupId: 'address',
    headerName: 'Address',
    children: [{ field: 'city' }, { field: 'country' }],
  },
];

export default function ColumnGroupsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
