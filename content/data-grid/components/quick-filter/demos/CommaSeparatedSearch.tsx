import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridLogicOperator,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  hotel: string;
  city: string;
  stars: number;
  pricePerNight: number;
}

const hotels = [
  'Grand Meridian',
  'Little Harbour Inn',
  'Casa Azul',
  'The Linden',
  'Hotel Aurora',
  'Blue Fern Lodge',
];
const cities = ['New York', 'San Sebastián', 'Cape Town', 'Kyoto', 'Buenos Aires'];
const rows: Hotel[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  hotel: hotels[index % hotels.length],
  city: cities[(index * 2) % cities.length],
  stars: 2 + (index % 4),
  pricePerNight: 70 + ((index * 43) % 330),
}));

const columns: GridColDef<Hotel>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1 },
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 90 },
  { field: 'pricePerNight', headerName: 'Per night ($)', type: 'number', width: 130 },
];

// Terms are separated by commas, so "new york" stays one term instead of two words.
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
const formatTerms = (values: string[]) => values.join(', ');

function CitySearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parseTerms} formatter={formatTerms} expanded>
        <QuickFilterControl
          size="small"
          placeholder="Cities, comma-separated"
          aria-label="Search by comma-separated terms"
          style={{ width: 280 }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CommaSeparatedSearch() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CitySearchToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['New York', 'Kyoto'],
              // Any term may match: rows from New York or from Kyoto.
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
