import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';

const rows = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 35 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20 },
  { id: 3, dish: 'Feijoada', cuisine: 'Brazilian', minutes: 180 },
  { id: 4, dish: 'Khachapuri', cuisine: 'Georgian', minutes: 60 },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'cuisine', headerName: 'Cuisine', flex: 1 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120 },
];

// Only the keys you list change; every other text keeps the current language.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Find a recipe…',
  toolbarColumns: 'Show fields',
  noResultsOverlayLabel: 'No recipe matches. Try another ingredient?',
  footerRowSelected: (count) =>
    count === 1 ? '1 recipe in your basket' : `${count.toLocaleString()} recipes in your basket`,
};

export default function CustomLocaleTextGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar checkboxSelection localeText={localeText} />
    </Box>
  );
}
