import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Office {
  id: number;
  name: string;
  country: string;
  city: string;
}

const CITIES: Record<string, string[]> = {
  France: ['Paris', 'Lyon', 'Marseille'],
  Italy: ['Milan', 'Rome', 'Turin'],
  Spain: ['Madrid', 'Barcelona', 'Valencia'],
};

const ALL_CITIES = Object.values(CITIES).flat();

const rows: Office[] = [
  { id: 1, name: 'Head office', country: 'France', city: 'Paris' },
  { id: 2, name: 'Design studio', country: 'Italy', city: 'Milan' },
  { id: 3, name: 'Support hub', country: 'Spain', city: 'Valencia' },
  { id: 4, name: 'Warehouse', country: 'France', city: 'Lyon' },
];

const columns: GridColDef<Office>[] = [
  { field: 'name', headerName: 'Office', flex: 1, minWidth: 150 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 140,
    valueOptions: Object.keys(CITIES),
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 160,
    editable: true,
    // With a row, only that country's cities; without one (the filter panel), every city.
    valueOptions: ({ row }) => (row ? CITIES[row.country] : ALL_CITIES),
  },
];

export default function DependentOptionsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
