import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const CONTINENTS = ['Europe', 'Asia', 'Africa'];
const CARRIERS = ['Aurora Air', 'Blue Kite', 'Cirrus'];

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  flight: `FL ${300 + index * 7}`,
  continent: CONTINENTS[index % 3],
  carrier: CARRIERS[(index * 2) % 3],
  seats: 120 + ((index * 17) % 90),
}));

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'continent', headerName: 'Continent', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

export default function GroupingColumnMode() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value) => value && setMode(value)}
        aria-label="Grouping column mode"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['continent', 'carrier'] } }}
        />
      </Box>
    </Box>
  );
}
