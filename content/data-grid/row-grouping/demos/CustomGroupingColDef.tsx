import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridGroupingColDefOverride } from '@mui/x-data-grid-premium';

const GENRES = ['Jazz', 'Rock', 'Classical'];
const ARTISTS = ['Nina Vale', 'The Copper Lanes', 'Orchestra Nord', 'Ray Mendes'];

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  title: `Track ${String(index + 1).padStart(2, '0')}`,
  genre: GENRES[index % 3],
  artist: ARTISTS[(index * 3) % 4],
  minutes: 2 + ((index * 7) % 6),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 120 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 120 },
];

// Applied to the generated grouping column.
const groupingColDef: GridGroupingColDefOverride = {
  headerName: 'Library',
  width: 260,
  leafField: 'title', // leaf rows show their title instead of an empty cell
  hideDescendantCount: true,
};

export default function CustomGroupingColDef() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['genre'] },
          columns: { columnVisibilityModel: { title: false } },
        }}
      />
    </Box>
  );
}
