import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface MonthlySales {
  id: number;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
}

const regions = ['North', 'South', 'East', 'West', 'Central', 'Coastal', 'Mountain', 'Islands'];

// A small deterministic generator, so every render shows the same figures.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

const random = seeded(7);
const rows: MonthlySales[] = regions.map((region, index) => ({
  id: index + 1,
  region,
  jan: Math.round(20 + random() * 80),
  feb: Math.round(20 + random() * 80),
  mar: Math.round(20 + random() * 80),
  apr: Math.round(20 + random() * 80),
}));

const columns: GridColDef<MonthlySales>[] = [
  { field: 'region', headerName: 'Region', flex: 1 },
  { field: 'jan', headerName: 'Jan (k$)', type: 'number', width: 100 },
  { field: 'feb', headerName: 'Feb (k$)', type: 'number', width: 100 },
  { field: 'mar', headerName: 'Mar (k$)', type: 'number', width: 100 },
  { field: 'apr', headerName: 'Apr (k$)', type: 'number', width: 100 },
];

export default function CellSelectionBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} cellSelection hideFooter />
    </Box>
  );
}
