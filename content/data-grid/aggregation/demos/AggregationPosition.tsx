import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

const SHOPS = ['Harbour St', 'Old Town', 'Station'];
const DRINKS = ['Espresso', 'Flat white', 'Chai', 'Cold brew'];

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  shop: SHOPS[index % 3],
  drink: DRINKS[(index * 3) % 4],
  cups: 20 + ((index * 23) % 70),
}));

const columns: GridColDef[] = [
  { field: 'shop', headerName: 'Shop', width: 130 },
  { field: 'drink', headerName: 'Drink', width: 130 },
  { field: 'cups', headerName: 'Cups sold', type: 'number', width: 120 },
];

type Layout = 'default' | 'footers' | 'total-only';

const POSITIONS: Record<Layout, DataGridPremiumProps['getAggregationPosition']> = {
  // Same as the grid's default: inline on groups, a footer row for the whole grid.
  default: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  // A footer row at the bottom of every group too.
  footers: () => 'footer',
  // Only the grand total.
  'total-only': (node) => (node.depth === -1 ? 'footer' : null),
};

export default function AggregationPosition() {
  const [layout, setLayout] = React.useState<Layout>('default');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_, value) => value && setLayout(value)}
        aria-label="Aggregation position"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="footers">Group footers</ToggleButton>
        <ToggleButton value="total-only">Grand total only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={POSITIONS[layout]}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['shop'] },
            aggregation: { model: { cups: 'sum' } },
          }}
        />
      </Box>
    </Box>
  );
}
