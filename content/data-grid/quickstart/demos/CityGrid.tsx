import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Porto', country: 'Portugal', population: 232000 },
  { id: 2, city: 'Kraków', country: 'Poland', population: 804000 },
  { id: 3, city: 'Busan', country: 'South Korea', population: 3350000 },
  { id: 4, city: 'Curitiba', country: 'Brazil', population: 1770000 },
  { id: 5, city: 'Adelaide', country: 'Australia', population: 1390000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function CityGrid() {
  return (
    <Box sx={{ height: 360 }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
