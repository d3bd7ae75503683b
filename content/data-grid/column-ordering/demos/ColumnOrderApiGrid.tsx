import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, title: 'Fix login redirect', assignee: 'Priya', priority: 'High', points: 3 },
  { id: 2, title: 'Dark mode toggle', assignee: 'Marek', priority: 'Low', points: 5 },
  { id: 3, title: 'Export to CSV', assignee: 'Zoe', priority: 'Medium', points: 2 },
  { id: 4, title: 'Rate limiting', assignee: 'Ade', priority: 'High', points: 8 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

export default function ColumnOrderApiGrid() {
  const apiRef = useGridApiRef();

  const moveToFront = (field: string) => apiRef.current?.setColumnIndex(field, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {['priority', 'assignee', 'title'].map((field) => (
          <Button key={field} size="small" variant="outlined" onClick={() => moveToFront(field)}>
            {field} first
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // The initial order differs from the order of the columns array.
          initialState={{ columns: { orderedFields: ['points', 'title', 'assignee', 'priority'] } }}
        />
      </Box>
    </Box>
  );
}
