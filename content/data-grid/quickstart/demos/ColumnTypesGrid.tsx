import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  code: string;
  departure: Date;
  seats: number;
  fare: number;
  status: string;
  wifi: boolean;
}

const rows: Flight[] = [
  { id: 1, code: 'LX 318', departure: new Date(2025, 5, 2, 7, 40), seats: 12, fare: 189, status: 'On time', wifi: true },
  { id: 2, code: 'AY 1332', departure: new Date(2025, 5, 2, 9, 15), seats: 0, fare: 240, status: 'Delayed', wifi: false },
  { id: 3, code: 'TP 1353', departure: new Date(2025, 5, 2, 11, 5), seats: 41, fare: 132, status: 'On time', wifi: true },
  { id: 4, code: 'OS 462', departure: new Date(2025, 5, 2, 13, 30), seats: 7, fare: 205, status: 'Cancelled', wifi: true },
];

const columns: GridColDef<Flight>[] = [
  { field: 'code', headerName: 'Flight', width: 100 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 190 },
  { field: 'seats', headerName: 'Free seats', type: 'number', width: 110 },
  {
    field: 'fare',
    headerName: 'Fare',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On time', 'Delayed', 'Cancelled'],
    width: 120,
  },
  { field: 'wifi', headerName: 'Wi-Fi', type: 'boolean', width: 80 },
];

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 320 }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
