import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, Theme, ThemeProvider } from '@mui/material/styles';
import { deDE as coreDeDE } from '@mui/material/locale';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

interface Train {
  id: number;
  line: string;
  destination: string;
  delay: number;
}

const rows: Train[] = [
  { id: 1, line: 'ICE 578', destination: 'Hamburg-Altona', delay: 0 },
  { id: 2, line: 'RE 7', destination: 'Kiel', delay: 4 },
  { id: 3, line: 'IC 2013', destination: 'Stuttgart', delay: 12 },
  { id: 4, line: 'S 3', destination: 'Stade', delay: 1 },
  { id: 5, line: 'ICE 1003', destination: 'München', delay: 25 },
  { id: 6, line: 'RB 61', destination: 'Itzehoe', delay: 0 },
];

// Our own texts (headers) are translated by hand; the packs cover the grid's texts.
const columns: GridColDef<Train>[] = [
  { field: 'line', headerName: 'Zug', width: 110 },
  { field: 'destination', headerName: 'Ziel', flex: 1 },
  { field: 'delay', headerName: 'Verspätung (Min.)', type: 'number', width: 170 },
];

// Extends the surrounding theme: the grid pack for the grid, the core pack for
// Material UI components such as the pagination's "rows per page" select.
const germanTheme = (outer: Theme) => createTheme(outer, deDE, coreDeDE);

export default function ThemeLocaleGrid() {
  return (
    <ThemeProvider theme={germanTheme}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          checkboxSelection
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </ThemeProvider>
  );
}
