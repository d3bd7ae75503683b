import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${2400 + index}`,
  customer: ['Ortiz', 'Nakamura', 'Dubois', 'Kowalski', 'Mbeki', 'Larsen'][index % 6],
  amount: 120 + ((index * 73) % 900),
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

export default function DensityRowHeightGrid() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        {/* rowHeight is the standard height; density scales it. */}
        <DataGrid rows={rows} columns={columns} rowHeight={44} density={density} />
      </Box>
    </Box>
  );
}
