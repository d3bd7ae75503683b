import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, metric: 'Page views', today: 18240, yesterday: 17102 },
  { id: 2, metric: 'Sign-ups', today: 312, yesterday: 288 },
  { id: 3, metric: 'Orders', today: 97, yesterday: 104 },
];

const columns: GridColDef[] = [
  { field: 'metric', headerName: 'Metric', flex: 1, minWidth: 140 },
  { field: 'today', headerName: 'Today', type: 'number', width: 120 },
  { field: 'yesterday', headerName: 'Yesterday', type: 'number', width: 120 },
];

export default function DisableColumnSelectorGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      {/* No Columns button in the toolbar, no Hide / Manage columns in the menus. */}
      <DataGrid rows={rows} columns={columns} showToolbar disableColumnSelector hideFooter />
    </Box>
  );
}
