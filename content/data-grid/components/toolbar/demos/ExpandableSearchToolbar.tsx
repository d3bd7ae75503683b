import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

interface Podcast {
  id: number;
  title: string;
  host: string;
  topic: string;
  episodes: number;
}

const rows: Podcast[] = [
  ['Deep Field', 'Nia Brooks', 'Astronomy', 212],
  ['Byte Size', 'Omar Farouk', 'Technology', 480],
  ['Slow Kitchen', 'Lena Vogel', 'Food', 96],
  ['Past Tense', 'Ravi Menon', 'History', 301],
  ['Green Thumb', 'Ana Costa', 'Gardening', 58],
  ['Open Ledger', 'Kwame Boateng', 'Finance', 144],
].map(([title, host, topic, episodes], index) => ({
  id: index + 1,
  title: title as string,
  host: host as string,
  topic: topic as string,
  episodes: episodes as number,
}));

const columns: GridColDef<Podcast>[] = [
  { field: 'title', headerName: 'Podcast', flex: 1 },
  { field: 'host', headerName: 'Host', width: 150 },
  { field: 'topic', headerName: 'Topic', width: 130 },
  { field: 'episodes', headerName: 'Episodes', type: 'number', width: 110 },
];

// The search field stays folded behind an icon until the user asks for it.
function SearchToolbar() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, fontWeight: 500 }}>Podcasts</Typography>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        {expanded ? (
          <React.Fragment>
            <QuickFilterControl
              placeholder="Title, host or topic"
              size="small"
              aria-label="Search podcasts"
            />
            <QuickFilterClear render={<ToolbarButton aria-label="Clear search" />}>
              <CloseIcon fontSize="small" />
            </QuickFilterClear>
          </React.Fragment>
        ) : (
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        )}
      </QuickFilter>
    </Toolbar>
  );
}

export default function ExpandableSearchToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </Box>
  );
}
