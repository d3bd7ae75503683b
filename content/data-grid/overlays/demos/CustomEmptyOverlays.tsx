import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const sampleRows = [
  { id: 1, task: 'Renew domain', owner: 'Kim' },
  { id: 2, task: 'Rotate API keys', owner: 'Noor' },
  { id: 3, task: 'Update privacy policy', owner: 'Kim' },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

function EmptyInbox() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <InboxIcon color="disabled" fontSize="large" />
      <Typography variant="body2">Nothing to do. Enjoy the quiet.</Typography>
    </Stack>
  );
}

function NothingFound() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <SearchOffIcon color="disabled" fontSize="large" />
      <Typography variant="body2">No task matches this search.</Typography>
    </Stack>
  );
}

export default function CustomEmptyOverlays() {
  const [rows, setRows] = React.useState(sampleRows);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" sx={{ mb: 1 }} onClick={() => setRows(rows.length ? [] : sampleRows)}>
        {rows.length ? 'Remove all rows' : 'Restore rows'}
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ noRowsOverlay: EmptyInbox, noResultsOverlay: NothingFound }}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['zzz'] } } }}
        />
      </Box>
    </Box>
  );
}
