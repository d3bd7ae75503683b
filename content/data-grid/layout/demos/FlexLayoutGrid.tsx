import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const CITIES = ['Lisbon', 'Oslo', 'Nairobi', 'Lima', 'Hanoi', 'Perth', 'Quebec'];

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  station: `Station ${String(index + 1).padStart(3, '0')}`,
  city: CITIES[index % CITIES.length],
  temperature: Math.round((12 + ((index * 7) % 19) - 4) * 10) / 10,
}));

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 120 },
];

export default function FlexLayoutGrid() {
  return (
    // The card has a fixed height; the grid takes whatever the heading leaves.
    <Paper variant="outlined" sx={{ height: 400, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="subtitle1" sx={{ px: 2, py: 1.5 }}>
        Weather stations
      </Typography>
      <DataGrid rows={rows} columns={columns} density="compact" sx={{ border: 0 }} />
    </Paper>
  );
}
