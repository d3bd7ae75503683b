import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface MonthSales {
  id: number;
  month: string;
  units: number;
  price: number;
  revenue: string | null;
  toDate: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const rows: MonthSales[] = MONTHS.map((month, index) => ({
  id: index + 1,
  month,
  units: 120 + ((index * 37) % 90),
  price: 18 + (index % 4) * 0.5,
  // Only the first row holds formulas: fill them down to the other months.
  // Rows always store the canonical syntax; with `formulaA1Notation` the editor
  // shows these two as `=units * price` and `=SUM($D$1:D1)`.
  revenue: index === 0 ? '=units * price' : null,
  toDate:
    index === 0
      ? '=SUM(RANGE_REF(FIXED(COLUMN_FROM(4)), FIXED(ROW_FROM(1)), COLUMN_TO(ANCHOR(-1)), ROW_TO(ANCHOR(0))))'
      : null,
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatMoney = (value: unknown) => (typeof value === 'number' ? usd.format(value) : String(value ?? ''));

const columns: GridColDef<MonthSales>[] = [
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    editable: true,
    valueFormatter: formatMoney,
  },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    editable: true,
    allowFormulas: true,
    valueFormatter: formatMoney,
  },
  {
    field: 'toDate',
    headerName: 'Year to date',
    type: 'number',
    width: 130,
    editable: true,
    allowFormulas: true,
    valueFormatter: formatMoney,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function FormulaFillHandleGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        featureDependencies={featureDependencies}
        formulaA1Notation
        cellSelection
        cellSelectionFillHandle
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
