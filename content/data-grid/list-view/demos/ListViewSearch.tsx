import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListViewColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Place {
  id: number;
  name: string;
  city: string;
  cuisine: string;
  rating: number;
}

const names = [
  'Tasca do Rio',
  'Ramen Kaze',
  'Bistro Lune',
  'Taquería Sol',
  'Meze House',
  'Curry Leaf',
  'Pho 88',
  'La Pergola',
];
const cities = ['Lisbon', 'Osaka', 'Paris', 'Mexico City', 'Athens', 'Chennai', 'Hanoi', 'Rome'];
const cuisines = ['Portuguese', 'Japanese', 'French', 'Mexican', 'Greek', 'Indian', 'Vietnamese', 'Italian'];
const rows: Place[] = names.map((name, index) => ({
  id: index + 1,
  name,
  city: cities[index],
  cuisine: cuisines[index],
  rating: Math.round((3.6 + ((index * 7) % 14) / 10) * 10) / 10,
}));

const columns: GridColDef<Place>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

function PlaceCard({ row }: GridRenderCellParams<Place>) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.name} <span aria-hidden>·</span> {row.rating.toFixed(1)}★
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.cuisine} in {row.city}
      </Typography>
    </Stack>
  );
}

const listColumn: GridListViewColDef<Place> = { field: 'place', renderCell: PlaceCard };

// Sorting and the quick filter still work on the real columns; only the rendering changes.
export default function ListViewSearch() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listColumn}
        rowHeight={60}
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
