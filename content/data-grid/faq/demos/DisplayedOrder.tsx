import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridFilteredSortedRowEntriesSelector, useGridApiRef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  priority: number;
  owner: string;
}

const rows: Task[] = [
  { id: 1, title: 'Fix login timeout', priority: 1, owner: 'Noor' },
  { id: 2, title: 'Write release notes', priority: 3, owner: 'Ben' },
  { id: 3, title: 'Update icons', priority: 4, owner: 'Noor' },
  { id: 4, title: 'Rotate API keys', priority: 2, owner: 'Ida' },
  { id: 5, title: 'Plan sprint 42', priority: 2, owner: 'Ben' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 100 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

export default function DisplayedOrder() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState('');

  // The rows as the user sees them: filtered, then sorted.
  const read = () =>
    setOrder(
      gridFilteredSortedRowEntriesSelector(apiRef)
        .map((entry) => (entry.model as Task).title)
        .join(' → '),
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={read} sx={{ mb: 1 }}>
        Read the displayed order
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'asc' }] } }}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {order || 'Sort or filter, then read the order.'}
      </Typography>
    </Box>
  );
}
