import * as React from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

interface Track {
  id: number;
  title: string;
  artist: string;
  album: string;
  seconds: number;
}

const titles = [
  'Low Tide',
  'Paper Moon',
  'Northern Lights',
  'Velvet Hours',
  'Static Bloom',
  'Long Way Home',
  'Glasshouse',
];
const artists = ['The Harbours', 'Mina Sol', 'Quiet Engines', 'Odile'];
const albums = ['Coastlines', 'After Hours', 'Field Notes'];
const rows: Track[] = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  title: titles[index % titles.length],
  artist: artists[(index * 3) % artists.length],
  album: albums[index % albums.length],
  seconds: 150 + ((index * 29) % 200),
}));

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'artist', headerName: 'Artist', width: 150 },
  { field: 'album', headerName: 'Album', width: 130 },
  {
    field: 'seconds',
    headerName: 'Length',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`,
  },
];

// Uncontrolled: the trigger expands the field, Escape or leaving it empty collapses it.
// The class names from `className` drive the animation.
function CollapsibleSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter className={(state) => (state.expanded ? 'search search-open' : 'search')}>
        <QuickFilterTrigger
          render={(props, state) => (
            <ToolbarButton
              {...props}
              aria-label="Search"
              style={{ display: state.expanded ? 'none' : undefined }}
            >
              <SearchIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
        <QuickFilterControl size="small" placeholder="Title, artist or album" aria-label="Search tracks" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CollapsibleSearch() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .search': { display: 'flex', alignItems: 'center' },
        '& .search .MuiTextField-root': { width: 0, opacity: 0, transition: 'width 200ms, opacity 200ms' },
        '& .search-open .MuiTextField-root': { width: 240, opacity: 1 },
      }}
    >
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: CollapsibleSearchToolbar }} showToolbar />
    </Box>
  );
}
