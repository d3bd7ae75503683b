import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temp: number;
  humidity: number;
  wind: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Bergen Harbour', temp: 8.4, humidity: 87, wind: 11.2 },
  { id: 2, station: 'Lyon Airport', temp: 14.9, humidity: 62, wind: 4.8 },
  { id: 3, station: 'Porto Centro', temp: 17.3, humidity: 71, wind: 6.5 },
  { id: 4, station: 'Graz Hill', temp: 10.1, humidity: 58, wind: 2.9 },
  { id: 5, station: 'Tromsø North', temp: 1.6, humidity: 79, wind: 14.0 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  {
    field: 'temp',
    headerName: 'Temp.',
    description: 'Air temperature two metres above ground, in degrees Celsius',
    type: 'number',
    width: 110,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'humidity',
    headerName: 'RH',
    description: 'Relative humidity, in percent',
    type: 'number',
    width: 100,
    // Numbers stay right-aligned; only the title moves.
    headerAlign: 'left',
  },
  {
    field: 'wind',
    headerName: 'Wind',
    description: 'Mean wind speed over ten minutes, in metres per second',
    width: 110,
    align: 'right',
    headerAlign: 'right',
  },
];

export default function DescriptionAlignGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
