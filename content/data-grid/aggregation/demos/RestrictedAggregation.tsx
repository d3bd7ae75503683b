import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, account: 'ACC-1042', owner: 'Halima', balance: 12840, rate: 2.1, opened: new Date(2019, 4, 12) },
  { id: 2, account: 'ACC-1043', owner: 'Jonas', balance: 530, rate: 1.4, opened: new Date(2021, 0, 3) },
  { id: 3, account: 'ACC-1051', owner: 'Keiko', balance: 78210, rate: 3.0, opened: new Date(2016, 9, 27) },
  { id: 4, account: 'ACC-1066', owner: 'Luca', balance: 2300, rate: 1.8, opened: new Date(2023, 6, 19) },
  { id: 5, account: 'ACC-1070', owner: 'Maya', balance: 15975, rate: 2.6, opened: new Date(2020, 11, 1) },
];

const columns: GridColDef[] = [
  // An identifier: no aggregation makes sense, so the menu entry is removed.
  { field: 'account', headerName: 'Account', width: 120, aggregable: false },
  { field: 'owner', headerName: 'Owner', width: 110 },
  // Money: totals and extremes, but no average in the menu.
  {
    field: 'balance',
    headerName: 'Balance (€)',
    type: 'number',
    width: 140,
    availableAggregationFunctions: ['sum', 'min', 'max'],
  },
  // A rate: summing percentages is meaningless.
  {
    field: 'rate',
    headerName: 'Rate (%)',
    type: 'number',
    width: 110,
    availableAggregationFunctions: ['avg', 'min', 'max'],
  },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 130 },
];

export default function RestrictedAggregation() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { balance: 'sum', rate: 'avg', opened: 'min' } },
        }}
      />
    </Box>
  );
}
