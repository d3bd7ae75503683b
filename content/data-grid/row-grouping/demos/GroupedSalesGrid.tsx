import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  rep: string;
  units: number;
  revenue: number;
}

const REGIONS = ['North', 'South', 'East', 'West'];
const PRODUCTS = ['Laptop', 'Monitor', 'Keyboard', 'Headset'];
const REPS = ['Amara', 'Luis', 'Mei', 'Tomas', 'Zainab'];
const PRICES: Record<string, number> = {
  Laptop: 1200,
  Monitor: 310,
  Keyboard: 85,
  Headset: 140,
};

const rows: Sale[] = Array.from({ length: 40 }, (_, index) => {
  const product = PRODUCTS[(index * 3) % PRODUCTS.length];
  const units = 2 + ((index * 7) % 13);
  return {
    id: index + 1,
    region: REGIONS[index % REGIONS.length],
    product,
    rep: REPS[(index * 2) % REPS.length],
    units,
    revenue: units * PRICES[product],
  };
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'rep', headerName: 'Sales rep', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

export default function GroupedSalesGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => apiRef.current?.setRowGroupingModel(['region'])}>
          Group by region
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowGroupingModel(['region', 'product'])}>
          Region, then product
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          disableRowSelectionOnClick
          initialState={{
            rowGrouping: { model: ['region', 'product'] },
            aggregation: { model: { units: 'sum', revenue: 'sum' } },
          }}
        />
      </Box>
    </Stack>
  );
}
