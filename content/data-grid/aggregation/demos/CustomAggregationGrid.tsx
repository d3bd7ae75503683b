import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  city: string;
  day: string;
  temperature: number;
}

const CITIES = ['Reykjavík', 'Cairo', 'Quito'];
const BASE = { Reykjavík: 4, Cairo: 27, Quito: 14 } as Record<string, number>;

const rows: Reading[] = Array.from({ length: 15 }, (_, index) => {
  const city = CITIES[index % CITIES.length];
  return {
    id: index + 1,
    city,
    day: `Day ${Math.floor(index / 3) + 1}`,
    temperature: BASE[city] + ((index * 7) % 9) - 4,
  };
});

// Spread between the highest and lowest value of the group.
const range: GridAggregationFunction<number, number> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length ? Math.max(...numbers) - Math.min(...numbers) : null;
  },
};

const columns: GridColDef<Reading>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'day', headerName: 'Day', width: 110 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 180,
  },
];

export default function CustomAggregationGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, range }}
        initialState={{
          rowGrouping: { model: ['city'] },
          aggregation: { model: { temperature: 'range' } },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
