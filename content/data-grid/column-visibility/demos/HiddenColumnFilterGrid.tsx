import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, task: 'Renew TLS certificates', owner: 'Aisha', archived: false },
  { id: 2, task: 'Migrate build server', owner: 'Bruno', archived: true },
  { id: 3, task: 'Rotate API keys', owner: 'Chen', archived: false },
  { id: 4, task: 'Clean up old buckets', owner: 'Dara', archived: true },
  { id: 5, task: 'Update on-call rota', owner: 'Aisha', archived: false },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'archived', headerName: 'Archived', type: 'boolean', width: 110 },
];

export default function HiddenColumnFilterGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          // The Archived column is hidden, but its filter still removes the archived tasks.
          columns: { columnVisibilityModel: { archived: false } },
          filter: {
            filterModel: { items: [{ field: 'archived', operator: 'is', value: 'false' }] },
          },
        }}
      />
    </Box>
  );
}
