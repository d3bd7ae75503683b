import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Song {
  id: number;
  title: string;
  artist: string;
  album: string;
}

const rows: Song[] = [
  { id: 1, title: 'Blue Morning', artist: 'The Lanterns', album: 'Blue Hour' },
  { id: 2, title: 'Morning Blue', artist: 'Ada Vale', album: 'Harbour' },
  { id: 3, title: 'Night Drive', artist: 'The Lanterns', album: 'Blue Hour' },
  { id: 4, title: 'Blue Skies', artist: 'Marlow', album: 'Early Morning' },
  { id: 5, title: 'Paper Boats', artist: 'Ada Vale', album: 'Harbour' },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'artist', headerName: 'Artist', width: 150 },
  { field: 'album', headerName: 'Album', width: 150 },
];

// `"blue morning" lanterns` becomes ['blue morning', 'lanterns'].
function parsePhrases(input: string): string[] {
  const matches = input.match(/"[^"]*"|\S+/g) ?? [];
  return matches.map((token) => token.replace(/"/g, '').trim()).filter(Boolean);
}

// The reverse, used to show the values in the field when the model changes.
function formatPhrases(values: string[]): string {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}

export default function QuickFilterParserGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['blue morning'],
  });

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parsePhrases,
              quickFilterFormatter: formatPhrases,
            },
          },
        }}
      />
    </Box>
  );
}
