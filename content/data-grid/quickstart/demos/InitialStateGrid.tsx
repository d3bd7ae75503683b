import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const teams = ['Support', 'Sales', 'Product'];

const rows = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  agent: `Agent ${String.fromCharCode(65 + index)}`,
  team: teams[index % teams.length],
  tickets: 20 + ((index * 23) % 60),
  satisfaction: 70 + ((index * 11) % 30),
  internalCode: `AG-${300 + index}`,
}));

const columns: GridColDef[] = [
  { field: 'agent', headerName: 'Agent', flex: 1 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'tickets', headerName: 'Tickets', type: 'number', width: 100 },
  { field: 'satisfaction', headerName: 'Satisfaction %', type: 'number', width: 140 },
  { field: 'internalCode', headerName: 'Internal code', width: 130 },
];

export default function InitialStateGrid() {
  return (
    <Box sx={{ height: 420 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        pageSizeOptions={[5, 10, 25]}
        initialState={{
          sorting: { sortModel: [{ field: 'tickets', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
          columns: { columnVisibilityModel: { internalCode: false } },
        }}
      />
    </Box>
  );
}
