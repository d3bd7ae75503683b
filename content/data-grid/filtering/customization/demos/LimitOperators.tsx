import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, getGridNumericOperators, getGridStringOperators } from '@mui/x-data-grid';

interface Flat {
  id: number;
  district: string;
  rooms: number;
  rent: number;
}

const districts = ['Kreuzberg', 'Mitte', 'Neukölln', 'Pankow', 'Wedding', 'Friedrichshain'];
const rows: Flat[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  district: districts[(index * 5) % districts.length],
  rooms: 1 + (index % 4),
  rent: 650 + ((index * 173) % 1400),
}));

// Only the operators that make sense to a flat hunter, in the order they expect.
const rentOperators = getGridNumericOperators().filter((operator) => ['<=', '>='].includes(operator.value));
const districtOperators = getGridStringOperators().filter((operator) =>
  ['equals', 'isAnyOf'].includes(operator.value),
);

const columns: GridColDef<Flat>[] = [
  { field: 'district', headerName: 'District', flex: 1, filterOperators: districtOperators },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 120, filterOperators: rentOperators },
];

export default function LimitOperators() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rent', operator: '<=', value: 1200 }] } },
        }}
      />
    </Box>
  );
}
