import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  room: `Room ${Math.floor(index / 6) + 1}.${(index % 6) + 1}`,
  seats: 4 + ((index * 5) % 12),
  projector: index % 3 !== 0,
}));

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Meeting room', flex: 1 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'projector', headerName: 'Projector', type: 'boolean', width: 110 },
];

export default function ContentHeightGrid() {
  return (
    // A column flex parent without a height: the grid is as tall as the current page.
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
