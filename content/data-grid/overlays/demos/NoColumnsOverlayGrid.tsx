import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, planet: 'Mercury', moons: 0, ringed: false },
  { id: 2, planet: 'Jupiter', moons: 95, ringed: true },
  { id: 3, planet: 'Saturn', moons: 146, ringed: true },
  { id: 4, planet: 'Neptune', moons: 16, ringed: true },
];

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
  { field: 'ringed', headerName: 'Rings', type: 'boolean', width: 100 },
];

const allHidden: GridColumnVisibilityModel = { planet: false, moons: false, ringed: false };

export default function NoColumnsOverlayGrid() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>(allHidden);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setVisibility(allHidden)}>
          Hide every column
        </Button>
        <Button size="small" onClick={() => setVisibility({})}>
          Show every column
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </Box>
  );
}
