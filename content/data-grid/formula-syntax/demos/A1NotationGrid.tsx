import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface ProductSales {
  id: string;
  product: string;
  jan: number | string;
  feb: number | string;
  mar: number | string;
  total: string;
  share: string;
}

// Rows store the canonical syntax. With `formulaA1Notation`, the editor of the
// first row shows `=SUM(B1:D1)` and `=total / E6` instead.
const product = (id: string, name: string, jan: number, feb: number, mar: number): ProductSales => ({
  id,
  product: name,
  jan,
  feb,
  mar,
  total:
    '=SUM(RANGE_REF(COLUMN_FROM(ANCHOR(-3)), ROW_FROM(ANCHOR(0)), COLUMN_TO(ANCHOR(-1)), ROW_TO(ANCHOR(0))))',
  share: '=total / REF(COLUMN("total"), ROW("all"))',
});

const rows: ProductSales[] = [
  product('trail', 'Trail runner', 412, 388, 455),
  product('road', 'Road racer', 298, 341, 367),
  product('hiker', 'Mid hiker', 187, 164, 221),
  product('sandal', 'Sport sandal', 74, 96, 158),
  product('kids', 'Kids trainer', 233, 219, 246),
];

const pinnedRows = {
  bottom: [
    {
      id: 'all',
      product: 'All products',
      jan: '=SUM(COLUMN_VALUES("jan"))',
      feb: '=SUM(COLUMN_VALUES("feb"))',
      mar: '=SUM(COLUMN_VALUES("mar"))',
      total: '=SUM(COLUMN_VALUES("total"))',
      share: '=SUM(COLUMN_VALUES("share"))',
    } satisfies ProductSales,
  ],
};

const month = { type: 'number', width: 90, editable: true, allowFormulas: true } as const;

const columns: GridColDef<ProductSales>[] = [
  { field: 'product', headerName: 'Product', width: 150, editable: true },
  { field: 'jan', headerName: 'Jan', ...month },
  { field: 'feb', headerName: 'Feb', ...month },
  { field: 'mar', headerName: 'Mar', ...month },
  { field: 'total', headerName: 'Q1', ...month, width: 100 },
  {
    field: 'share',
    headerName: 'Share',
    ...month,
    width: 100,
    valueFormatter: (value: unknown) =>
      typeof value === 'number' ? `${(value * 100).toFixed(1)} %` : String(value ?? ''),
  },
];

const featureDependencies = { formula: formulaFeature };

export default function A1NotationGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        featureDependencies={featureDependencies}
        formulaA1Notation
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
