import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLogicOperator } from '@mui/x-data-grid';

const CITIES = ['Porto', 'Graz', 'Malmö', 'Split', 'Bilbao'];
const AMENITIES = ['wifi', 'pool', 'parking', 'breakfast', 'gym'];

const rows = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  hotel: `Hotel ${['Alba', 'Brisa', 'Cedro', 'Duna', 'Eira', 'Faro'][i % 6]} ${i + 1}`,
  city: CITIES[i % CITIES.length],
  amenities: [AMENITIES[i % 5], AMENITIES[(i * 3 + 1) % 5]].join(', '),
  price: 70 + ((i * 29) % 180),
}));

const columns: GridColDef[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'amenities', headerName: 'Amenities', width: 180 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

export default function ToolbarQuickFilterOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              debounceMs: 300,
              // "pool, porto" searches for two terms; spaces stay inside a term.
              quickFilterParser: (input) =>
                input
                  .split(',')
                  .map((term) => term.trim())
                  .filter((term) => term !== ''),
              quickFilterFormatter: (values) => values.join(', '),
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['pool'],
              // One matching term is enough; the default (And) needs all of them.
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
