import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterInputValue, GridFilterOperator } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  title: string;
  tags: string[];
}

const rows: Recipe[] = [
  { id: 1, title: 'Shakshuka', tags: ['vegetarian', 'breakfast', 'quick'] },
  { id: 2, title: 'Pad thai', tags: ['noodles', 'quick'] },
  { id: 3, title: 'Ratatouille', tags: ['vegan', 'vegetarian', 'summer'] },
  { id: 4, title: 'Beef rendang', tags: ['slow-cooked', 'spicy'] },
  { id: 5, title: 'Miso soup', tags: ['vegan', 'quick'] },
  { id: 6, title: 'Chili sin carne', tags: ['vegan', 'spicy', 'batch'] },
];

// The value of the cell is an array; the operator matches a tag that starts with the typed text.
const hasTagOperator: GridFilterOperator<Recipe, string[]> = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (filterItem) => {
    const query = String(filterItem.value ?? '')
      .trim()
      .toLowerCase();
    if (!query) return null;
    return (value) => (value ?? []).some((tag) => tag.startsWith(query));
  },
  // The built-in text input is enough: reuse it.
  InputComponent: GridFilterInputValue,
};

const columns: GridColDef<Recipe>[] = [
  { field: 'title', headerName: 'Recipe', width: 170 },
  {
    field: 'tags',
    headerName: 'Tags',
    flex: 1,
    sortable: false,
    filterOperators: [hasTagOperator],
    valueFormatter: (value: string[]) => value.join(', '),
    renderCell: ({ value }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        {(value as string[]).map((tag) => (
          <Chip key={tag} label={tag} size="small" />
        ))}
      </Stack>
    ),
  },
];

export default function TagsOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'tags', operator: 'hasTag', value: 'veg' }] } },
        }}
      />
    </Box>
  );
}
