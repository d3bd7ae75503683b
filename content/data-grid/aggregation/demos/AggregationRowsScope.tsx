import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const CATEGORIES = ['Rent', 'Groceries', 'Transport', 'Leisure'];

const rows = Array.from({ length: 16 }, (_, index) => ({
  id: index + 1,
  category: CATEGORIES[index % 4],
  month: `2025-${String(1 + Math.floor(index / 4)).padStart(2, '0')}`,
  amount: index % 4 === 0 ? 950 : 40 + ((index * 47) % 260),
}));

const columns: GridColDef[] = [
  { field: 'month', headerName: 'Month', width: 110 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_, value) => value && setScope(value)}
        aria-label="Aggregation rows scope"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="filtered">filtered</ToggleButton>
        <ToggleButton value="all">all</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationRowsScope={scope}
          initialState={{
            aggregation: { model: { amount: 'sum', category: 'size' } },
            // Rent is filtered out on load.
            filter: {
              filterModel: { items: [{ field: 'category', operator: 'doesNotEqual', value: 'Rent' }] },
            },
          }}
        />
      </Box>
    </Box>
  );
}
