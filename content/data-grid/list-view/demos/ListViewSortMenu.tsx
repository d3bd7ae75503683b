import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridSortModel,
} from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  name: string;
  minutes: number;
  rating: number;
}

const NAMES = ['Lentil soup', 'Shakshuka', 'Pad thai', 'Ratatouille', 'Bibimbap', 'Risotto', 'Falafel', 'Pierogi'];

const rows: Recipe[] = NAMES.map((name, i) => ({
  id: i + 1,
  name,
  minutes: 15 + ((i * 17) % 60),
  rating: 3 + ((i * 3) % 5) / 2,
}));

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe' },
  { field: 'minutes', headerName: 'Time', type: 'number' },
  { field: 'rating', headerName: 'Rating', type: 'number' },
];

const listColumn: GridListViewColDef<Recipe> = {
  field: 'recipeCard',
  renderCell: ({ row }) => (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.minutes} min · ★ {row.rating.toFixed(1)}
      </Typography>
    </Box>
  ),
};

const SORTS: Record<string, GridSortModel> = {
  name: [{ field: 'name', sort: 'asc' }],
  quickest: [{ field: 'minutes', sort: 'asc' }],
  best: [{ field: 'rating', sort: 'desc' }],
};

export default function ListViewSortMenu() {
  const [sortKey, setSortKey] = React.useState('name');

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      {/* Without headers, the list needs its own sort control. */}
      <TextField
        select
        size="small"
        label="Sort by"
        value={sortKey}
        onChange={(event) => setSortKey(event.target.value)}
        sx={{ mb: 1, minWidth: 180 }}
      >
        <MenuItem value="name">Name</MenuItem>
        <MenuItem value="quickest">Quickest first</MenuItem>
        <MenuItem value="best">Best rated first</MenuItem>
      </TextField>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listColumn}
          rowHeight={56}
          sortModel={SORTS[sortKey]}
          hideFooter
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {rows.length} recipes
      </Typography>
    </Box>
  );
}
