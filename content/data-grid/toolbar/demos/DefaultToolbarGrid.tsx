import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  waterEveryDays: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Monstera', light: 'Bright, indirect', waterEveryDays: 7 },
  { id: 2, name: 'Snake plant', light: 'Low', waterEveryDays: 21 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright', waterEveryDays: 10 },
  { id: 4, name: 'Pothos', light: 'Low to bright', waterEveryDays: 9 },
  { id: 5, name: 'Calathea', light: 'Medium', waterEveryDays: 5 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1 },
  { field: 'light', headerName: 'Light', flex: 1 },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 170 },
];

export default function DefaultToolbarGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // Shown at the start of the toolbar and used as the grid's accessible name.
        label="Houseplants"
        disableDensitySelector
        slotProps={{ toolbar: { printOptions: { disableToolbarButton: true } } }}
      />
    </Box>
  );
}
