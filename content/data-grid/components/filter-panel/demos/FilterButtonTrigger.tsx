import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, GridColDef, Toolbar } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  district: string;
  bedrooms: number;
  rent: number;
  furnished: boolean;
}

const streets = ['Maple Row', 'Canal Street', 'Hill Lane', 'Station Road', 'Elm Court'];
const districts = ['Old Town', 'Riverside', 'Northgate', 'Harbour'];
const rows: Listing[] = Array.from({ length: 22 }, (_, index) => ({
  id: index + 1,
  address: `${3 + ((index * 7) % 90)} ${streets[index % streets.length]}`,
  district: districts[(index * 3) % districts.length],
  bedrooms: 1 + (index % 4),
  rent: 850 + ((index * 135) % 1600),
  furnished: index % 2 === 0,
}));

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'district', headerName: 'District', width: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (€/month)', type: 'number', width: 140 },
  { field: 'furnished', headerName: 'Furnished', type: 'boolean', width: 100 },
];

function FilterToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger render={<Button size="small" startIcon={<FilterListIcon />} />}>
        Filter
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterButtonTrigger() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: FilterToolbar }} showToolbar />
    </Box>
  );
}
