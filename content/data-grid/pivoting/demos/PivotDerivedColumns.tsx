import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PLANS = ['Basic', 'Team', 'Enterprise'];

const rows = Array.from({ length: 90 }, (_, index) => ({
  id: index + 1,
  signedUp: new Date(2025, index % 12, 1 + ((index * 7) % 27)),
  plan: PLANS[(index * 2) % 3],
  seats: 1 + ((index * 13) % 40),
}));

const columns: GridColDef[] = [
  { field: 'signedUp', headerName: 'Signed up', type: 'date', width: 130 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

// Offer a month field next to each date column, in addition to year and quarter.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.type !== 'date') {
    return undefined;
  }
  const field = column.field;
  return [
    {
      field: `${field}-quarter`,
      headerName: `${column.headerName} (quarter)`,
      valueGetter: (value, row) => `Q${Math.floor(row[field].getMonth() / 3) + 1}`,
    },
    {
      field: `${field}-month`,
      headerName: `${column.headerName} (month)`,
      // A sortable key; the header shows it, so keep it readable.
      valueGetter: (value, row) =>
        `${String(row[field].getMonth() + 1).padStart(2, '0')} ${MONTHS[row[field].getMonth()]}`,
    },
  ];
};

export default function PivotDerivedColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'signedUp-month' }],
              columns: [{ field: 'plan' }],
              values: [{ field: 'seats', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
