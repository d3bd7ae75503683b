import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

const COUNTRIES = [
  'Austria',
  'Belgium',
  'Chile',
  'Denmark',
  'Estonia',
  'Finland',
  'Greece',
  'Hungary',
  'Ireland',
  'Japan',
];

const rows = COUNTRIES.map((country, index) => ({
  id: index + 1,
  country,
  visitors: 1200 + ((index * 389) % 2500),
  revenue: 18000 + ((index * 4127) % 30000),
}));

const sum = (field: 'visitors' | 'revenue') => rows.reduce((total, row) => total + row[field], 0);

// Pinned rows need ids that do not clash with the ids in `rows`.
const pinnedRows: GridPinnedRowsProp = {
  top: [{ id: 'target', country: 'Monthly target', visitors: 20000, revenue: 300000 }],
  bottom: [{ id: 'total', country: 'Total', visitors: sum('visitors'), revenue: sum('revenue') }],
};

const columns: GridColDef[] = [
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 120 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 140 },
];

export default function PinnedTotalsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%', '& .MuiDataGrid-pinnedRows': { fontWeight: 600 } }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
