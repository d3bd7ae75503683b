import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  code: `P-${String(index + 7).padStart(2, '0')}`,
  qty: 2 + ((index * 7) % 20),
  ok: index % 3 !== 0,
  due: new Date(2025, 4, 3 + index * 4),
}));

// Short values: without header filters in the measurement, the inputs would be cramped.
const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code' },
  { field: 'qty', headerName: 'Qty', type: 'number' },
  { field: 'ok', headerName: 'OK', type: 'boolean' },
  { field: 'due', headerName: 'Due', type: 'date' },
];

export default function HeaderFiltersAutosizeGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, includeHeaderFilters: true }}
      />
    </Box>
  );
}
