import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const TASKS = ['Write brief', 'Review draft', 'Fix typos', 'Check links', 'Publish', 'Announce'];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

export default function AutoHeightGrid() {
  const [count, setCount] = React.useState(3);
  const rows = React.useMemo(
    () =>
      Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        task: TASKS[index % TASKS.length],
        owner: index % 2 === 0 ? 'Amara' : 'Jonas',
      })),
    [count],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setCount((c) => c + 1)}>
          Add a row
        </Button>
        <Button size="small" disabled={count === 0} onClick={() => setCount((c) => c - 1)}>
          Remove a row
        </Button>
      </Stack>
      {/* No height on the parent: autoHeight sizes the grid to its rows. */}
      <DataGrid autoHeight rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
