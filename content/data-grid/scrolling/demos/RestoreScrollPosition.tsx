import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridScrollParams, useGridApiRef } from '@mui/x-data-grid';

interface Song {
  id: number;
  title: string;
  artist: string;
  seconds: number;
}

const words = ['Midnight', 'Paper', 'Neon', 'Summer', 'Echo', 'Velvet', 'Golden', 'River'];
const nouns = ['Sky', 'Hearts', 'Lights', 'Road', 'Waves', 'Dreams', 'Rain', 'City'];
const artists = ['The Lanterns', 'Mira Sol', 'Static Bloom', 'Juno Park', 'Old Harbor'];

const rows: Song[] = Array.from({ length: 400 }, (_, index) => ({
  id: index + 1,
  title: `${words[index % words.length]} ${nouns[(index * 3) % nouns.length]}`,
  artist: artists[(index * 7) % artists.length],
  seconds: 150 + ((index * 37) % 180),
}));

const columns: GridColDef<Song>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'artist', headerName: 'Artist', width: 150 },
  {
    field: 'seconds',
    headerName: 'Length',
    width: 100,
    valueFormatter: (value: number) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`,
  },
];

export default function RestoreScrollPosition() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridScrollParams>({ top: 0, left: 0 });
  const [open, setOpen] = React.useState(true);

  const toggle = () => {
    // Read the position before the grid unmounts; give it back through initialState.
    if (open && apiRef.current) setSaved(apiRef.current.getScrollPosition());
    setOpen((value) => !value);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={toggle} sx={{ mb: 1 }}>
        {open ? 'Close the playlist' : 'Open the playlist again'}
      </Button>
      <Box sx={{ height: 360 }}>
        {open ? (
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={{ scroll: { top: saved.top, left: saved.left } }}
            hideFooter
          />
        ) : (
          <Typography variant="body2" sx={{ p: 2 }}>
            Closed at {Math.round(saved.top)} px from the top.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
