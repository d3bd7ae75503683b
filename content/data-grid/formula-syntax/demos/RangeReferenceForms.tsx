import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Month {
  id: number | string;
  month: string;
  net: number | string;
  average3: string | null;
  balance: string | null;
  share: string | null;
}

const NET = [4200, -1300, 2650, 3900, -800, 5100, 2300, -2100, 3300];
const NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

const rows: Month[] = NAMES.map((month, index) => ({
  id: index + 1,
  month,
  net: NET[index],
  // Anchored window: the `net` cells of this row and the two rows above it.
  // (The first two months have no full window, so they hold no formula.)
  average3:
    index >= 2
      ? '=ROUND(AVERAGE(RANGE_REF(COLUMN_FROM(ANCHOR(-1)), ROW_FROM(ANCHOR(-2)), COLUMN_TO(ANCHOR(-1)), ROW_TO(ANCHOR(0)))), 0)'
      : null,
  // Fixed start, anchored end: from the first displayed row down to this one.
  balance:
    '=SUM(RANGE_REF(FIXED(COLUMN_FROM(2)), FIXED(ROW_FROM(1)), COLUMN_TO(ANCHOR(-2)), ROW_TO(ANCHOR(0))))',
  // Whole column: every `net` value of the sorted and filtered rows.
  share: '=net / SUM(COLUMN_VALUES("net"))',
}));

const pinnedRows = {
  bottom: [
    {
      id: 'total',
      month: 'Total',
      net: '=SUM(COLUMN_VALUES("net"))',
      average3: null,
      balance: null,
      share: '=SUM(COLUMN_VALUES("share"))',
    } satisfies Month,
  ],
};

const formatAmount = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? '');

const columns: GridColDef<Month>[] = [
  { field: 'month', headerName: 'Month', width: 80 },
  {
    field: 'net',
    headerName: 'Net cash',
    type: 'number',
    width: 110,
    editable: true,
    allowFormulas: true,
    valueFormatter: formatAmount,
  },
  {
    field: 'average3',
    headerName: '3-month avg.',
    type: 'number',
    width: 120,
    allowFormulas: true,
    valueFormatter: formatAmount,
  },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 110,
    allowFormulas: true,
    valueFormatter: formatAmount,
  },
  {
    field: 'share',
    headerName: 'Share',
    type: 'number',
    width: 100,
    allowFormulas: true,
    valueFormatter: (value: unknown) =>
      typeof value === 'number' ? `${(value * 100).toFixed(1)} %` : String(value ?? ''),
  },
];

const featureDependencies = { formula: formulaFeature };

export default function RangeReferenceForms() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        featureDependencies={featureDependencies}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
