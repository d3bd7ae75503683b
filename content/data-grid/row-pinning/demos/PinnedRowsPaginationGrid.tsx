import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

const regions = ['North', 'South', 'East', 'West'];

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  store: `Store ${101 + index}`,
  region: regions[index % regions.length],
  revenue: 12000 + ((index * 1733) % 9000),
}));

const total = rows.reduce((sum, row) => sum + row.revenue, 0);

// Pinned rows are not paginated: the total shows on every page.
const pinnedRows: GridPinnedRowsProp = {
  bottom: [{ id: 'total', store: 'All stores', region: '', revenue: total }],
};

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', flex: 1 },
  { field: 'region', headerName: 'Region', width: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function PinnedRowsPaginationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
