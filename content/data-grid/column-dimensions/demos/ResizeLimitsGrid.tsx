import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';

interface Track {
  id: number;
  title: string;
  artist: string;
  album: string;
  length: string;
}

const rows: Track[] = [
  ['Paper Boats', 'Lune Parade', 'Harbour Songs', '3:41'],
  ['Northbound', 'The Quiet Hours', 'Long Roads', '4:12'],
  ['Glasshouse', 'Mira Solis', 'Glasshouse', '2:58'],
  ['Lanterns', 'Lune Parade', 'Harbour Songs', '5:03'],
].map(([title, artist, album, length], index) => ({ id: index + 1, title, artist, album, length }));

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title (120-320 px)', width: 180, minWidth: 120, maxWidth: 320 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'album', headerName: 'Album', flex: 1, minWidth: 140 },
  // A fixed column: no resize handle.
  { field: 'length', headerName: 'Length', width: 90, resizable: false },
];

export default function ResizeLimitsGrid() {
  const [lastResize, setLastResize] = React.useState('Drag a column separator');

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastResize(`${params.colDef.headerName}: ${Math.round(params.width)} px`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {lastResize}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} onColumnWidthChange={handleWidthChange} hideFooter />
      </Box>
    </Stack>
  );
}
