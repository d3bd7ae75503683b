import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const regions = ['Americas', 'Europe', 'Asia Pacific'];
const products = ['Starter', 'Team', 'Enterprise'];

const rows = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  region: regions[index % regions.length],
  product: products[Math.floor(index / 3) % products.length],
  deals: 1 + ((index * 7) % 9),
  revenue: 4000 + ((index * 2713) % 26000),
}));

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    flex: 1,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function PremiumPlanGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region', 'product'] },
          aggregation: { model: { deals: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { region: false, product: false } },
        }}
      />
    </Box>
  );
}
