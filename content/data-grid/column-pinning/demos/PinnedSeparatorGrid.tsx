import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

type Separator = 'border' | 'shadow' | 'border-and-shadow';

const YEARS = [2019, 2020, 2021, 2022, 2023, 2024];

const rows = ['Wheat', 'Barley', 'Oats', 'Rye', 'Maize'].map((crop, index) => ({
  id: index + 1,
  crop,
  ...Object.fromEntries(YEARS.map((year, y) => [`y${year}`, 3 + ((index * 5 + y * 3) % 9) / 2])),
}));

const columns: GridColDef[] = [
  { field: 'crop', headerName: 'Crop', width: 120 },
  ...YEARS.map((year) => ({
    field: `y${year}`,
    headerName: `${year} (t/ha)`,
    type: 'number' as const,
    width: 130,
  })),
];

export default function PinnedSeparatorGrid() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_event, next: Separator | null) => next && setSeparator(next)}
        aria-label="Pinned section separator"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="border">border</ToggleButton>
        <ToggleButton value="shadow">shadow</ToggleButton>
        <ToggleButton value="border-and-shadow">border-and-shadow</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          pinnedColumnsSectionSeparator={separator}
          initialState={{ pinnedColumns: { left: ['crop'] } }}
        />
      </Box>
    </Box>
  );
}
