import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
}

const rows: City[] = [
  { id: 1, city: 'Lagos', country: 'Nigeria', population: 15.4 },
  { id: 2, city: 'Osaka', country: 'Japan', population: 19.1 },
  { id: 3, city: 'Lima', country: 'Peru', population: 11.2 },
  { id: 4, city: 'Kyoto', country: 'Japan', population: 1.5 },
  { id: 5, city: 'Abuja', country: 'Nigeria', population: 3.8 },
  { id: 6, city: 'Cusco', country: 'Peru', population: 0.4 },
  { id: 7, city: 'Nagoya', country: 'Japan', population: 9.5 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  {
    field: 'population',
    headerName: 'Population (M)',
    type: 'number',
    width: 150,
    // Big numbers first is the useful order here, and no "unsorted" step.
    sortingOrder: ['desc', 'asc'],
  },
];

export default function ControlledSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'country', sort: 'asc' }]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} sortModel={sortModel} onSortModelChange={setSortModel} />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        sortModel = {JSON.stringify(sortModel)}
      </Typography>
    </Box>
  );
}
