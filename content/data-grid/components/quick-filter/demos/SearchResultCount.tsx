import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  recipe: string;
  cuisine: string;
  minutes: number;
  vegetarian: boolean;
}

const dishes = [
  'Lentil soup',
  'Pad thai',
  'Shakshuka',
  'Risotto',
  'Bibimbap',
  'Falafel wrap',
  'Ramen',
  'Paella',
  'Dal tadka',
];
const cuisines = ['Middle Eastern', 'Thai', 'Italian', 'Korean', 'Spanish', 'Indian', 'Japanese'];
const rows: Recipe[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  recipe: `${dishes[index % dishes.length]}${index >= dishes.length ? ` (variation ${Math.floor(index / dishes.length)})` : ''}`,
  cuisine: cuisines[(index * 3) % cuisines.length],
  minutes: 15 + ((index * 7) % 75),
  vegetarian: index % 3 !== 1,
}));

const columns: GridColDef<Recipe>[] = [
  { field: 'recipe', headerName: 'Recipe', flex: 1, minWidth: 180 },
  { field: 'cuisine', headerName: 'Cuisine', width: 150 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
];

function CountingToolbar() {
  const apiRef = useGridApiContext();
  const matches = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <Toolbar style={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ px: 1 }}>
        {matches} of {rows.length} recipes
      </Typography>
      {/* A longer debounce filters once the user pauses typing. */}
      <QuickFilter debounceMs={400} expanded>
        <QuickFilterControl size="small" placeholder="Search recipes" aria-label="Search recipes" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function SearchResultCount() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CountingToolbar }}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['thai'] } } }}
      />
    </Box>
  );
}
