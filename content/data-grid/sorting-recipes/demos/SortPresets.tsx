import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface Listing {
  id: number;
  title: string;
  price: number;
  rating: number;
  listedOn: Date;
}

const titles = ['Canvas backpack', 'Ceramic mug set', 'Linen shirt', 'Walnut cutting board', 'Trail running cap', 'Brass desk lamp', 'Wool throw'];
const rows: Listing[] = titles.map((title, index) => ({
  id: index + 1,
  title,
  price: 18 + ((index * 29) % 120),
  rating: 3 + ((index * 7) % 20) / 10,
  listedOn: new Date(2026, 10, 1 + ((index * 9) % 24)),
}));

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Item', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'listedOn', headerName: 'Listed', type: 'date', width: 120 },
];

const presets: Record<string, { label: string; model: GridSortModel }> = {
  newest: { label: 'Newest first', model: [{ field: 'listedOn', sort: 'desc' }] },
  cheapest: { label: 'Price: low to high', model: [{ field: 'price', sort: 'asc' }] },
  priciest: { label: 'Price: high to low', model: [{ field: 'price', sort: 'desc' }] },
  rating: { label: 'Best rated', model: [{ field: 'rating', sort: 'desc' }] },
};

export default function SortPresets() {
  const [preset, setPreset] = React.useState('newest');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 220 }}>
        <InputLabel id="sort-preset-label">Sort by</InputLabel>
        <Select
          labelId="sort-preset-label"
          label="Sort by"
          value={preset}
          onChange={(event) => setPreset(event.target.value)}
        >
          {Object.entries(presets).map(([key, { label }]) => (
            <MenuItem key={key} value={key}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 400 }}>
        {/* Headers do not sort: the select is the only way to change the order. */}
        <DataGrid rows={rows} columns={columns} sortModel={presets[preset].model} disableColumnSorting hideFooter />
      </Box>
    </Stack>
  );
}
