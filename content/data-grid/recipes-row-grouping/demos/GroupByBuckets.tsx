import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Deal {
  id: number;
  account: string;
  closedOn: Date;
  amount: number;
}

const accounts = [
  'Arbor Health',
  'Beacon Foods',
  'Cobalt Energy',
  'Delta Freight',
  'Echo Media',
  'Flint Legal',
];
const rows: Deal[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  account: accounts[index % accounts.length],
  closedOn: new Date(2026, (index * 5) % 12, 1 + ((index * 7) % 27)),
  amount: 800 + ((index * 2711) % 24000),
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

// Keys are built so that their natural sort order is the order you want.
function amountBand(amount: number) {
  if (amount < 5000) return '1. Under $5k';
  if (amount < 15000) return '2. $5k to $15k';
  return '3. $15k and more';
}

const columns: GridColDef<Deal>[] = [
  { field: 'account', headerName: 'Account', flex: 1 },
  {
    field: 'closedOn',
    headerName: 'Closed on',
    type: 'date',
    width: 130,
    // Group by quarter; the cells still show the full date.
    groupingValueGetter: (value: Date) => `Q${Math.floor(value.getMonth() / 3) + 1} ${value.getFullYear()}`,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'band',
    headerName: 'Deal size',
    width: 150,
    // Group rows have no amount of their own: leave their cell empty.
    valueGetter: (_value, row) => (row.amount == null ? undefined : amountBand(row.amount)),
  },
];

export default function GroupByBuckets() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['band', 'closedOn'] },
          aggregation: { model: { amount: 'sum' } },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
