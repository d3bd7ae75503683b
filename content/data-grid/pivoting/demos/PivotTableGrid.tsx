import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridInitialState } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  quarter: string;
  revenue: number;
  units: number;
}

const REGIONS = ['North', 'South', 'West'];
const PRODUCTS = ['Bikes', 'Helmets', 'Lights'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

// One row per sale: the flat shape a pivot table starts from.
const rows: Sale[] = Array.from({ length: 72 }, (_, index) => ({
  id: index + 1,
  region: REGIONS[index % 3],
  product: PRODUCTS[Math.floor(index / 3) % 3],
  quarter: QUARTERS[Math.floor(index / 9) % 4],
  revenue: 800 + ((index * 617) % 4200),
  units: 3 + ((index * 11) % 40),
}));

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'region' }],
      columns: [{ field: 'quarter' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
};

export default function PivotTableGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} showToolbar />
    </Box>
  );
}
