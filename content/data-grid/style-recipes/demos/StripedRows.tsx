import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

interface Country {
  id: number;
  name: string;
  capital: string;
  population: number;
}

const rows: Country[] = [
  ['Portugal', 'Lisbon', 10.4],
  ['Kenya', 'Nairobi', 55.1],
  ['Vietnam', 'Hanoi', 100.3],
  ['Chile', 'Santiago', 19.6],
  ['Norway', 'Oslo', 5.5],
  ['Morocco', 'Rabat', 37.8],
  ['New Zealand', 'Wellington', 5.2],
  ['Canada', 'Ottawa', 40.1],
].map(([name, capital, population], index) => ({
  id: index + 1,
  name: name as string,
  capital: capital as string,
  population: population as number,
}));

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1 },
  { field: 'capital', headerName: 'Capital', flex: 1 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 150 },
];

export default function StripedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // indexRelativeToCurrentPage restarts on each page and follows sorting and filtering.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={(theme) => ({
          [`& .${gridClasses.row}.even`]: { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
          [`& .${gridClasses.row}.even:hover`]: { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
        })}
        hideFooter
      />
    </Box>
  );
}
