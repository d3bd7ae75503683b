import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid-pro';

const stringOperators = getGridStringOperators();

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  listing: ['Loft', 'Studio', 'Cottage', 'Villa', 'Cabin', 'Flat'][index % 6],
  city: ['Lisbon', 'Ljubljana', 'Lyon', 'Leeds'][index % 4],
  price: 60 + ((index * 37) % 240),
  rating: 3 + ((index * 3) % 5) / 2,
}));

const columns: GridColDef[] = [
  { field: 'listing', headerName: 'Listing', flex: 1, minWidth: 130 },
  {
    field: 'city',
    headerName: 'City',
    width: 160,
    // "starts with" first, so the header input uses it by default.
    filterOperators: ['startsWith', 'equals'].map((value) =>
      stringOperators.find((operator) => operator.value === value)!,
    ),
  },
  {
    field: 'price',
    headerName: 'Max price (€/night)',
    type: 'number',
    width: 190,
    // A single operator: the header input always means "at most".
    filterOperators: getGridNumericOperators().filter((operator) => operator.value === '<='),
  },
  {
    field: 'rating',
    headerName: 'Min rating',
    type: 'number',
    width: 150,
    filterOperators: getGridNumericOperators().filter((operator) => operator.value === '>='),
  },
];

export default function HeaderFilterOperatorsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
