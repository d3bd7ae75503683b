import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const rows = [
  { id: 1, medication: 'Amoxicillin', dose: '500 mg', schedule: 'Every 8 hours' },
  { id: 2, medication: 'Ibuprofen', dose: '200 mg', schedule: 'As needed' },
  { id: 3, medication: 'Vitamin D', dose: '1000 IU', schedule: 'Daily' },
  { id: 4, medication: 'Metformin', dose: '850 mg', schedule: 'Twice daily' },
];

const columns: GridColDef[] = [
  { field: 'medication', headerName: 'Medication', flex: 1 },
  { field: 'dose', headerName: 'Dose', width: 120 },
  { field: 'schedule', headerName: 'Schedule', flex: 1 },
];

export default function DensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        {/* The toolbar's density menu and the buttons above share one state. */}
        <DataGrid rows={rows} columns={columns} showToolbar density={density} onDensityChange={setDensity} />
      </Box>
    </Box>
  );
}
