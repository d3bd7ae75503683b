import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridLogicOperator, useGridApiRef } from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  type: string;
  moons: number;
  radiusKm: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', type: 'Terrestrial', moons: 0, radiusKm: 2440 },
  { id: 2, name: 'Venus', type: 'Terrestrial', moons: 0, radiusKm: 6052 },
  { id: 3, name: 'Earth', type: 'Terrestrial', moons: 1, radiusKm: 6371 },
  { id: 4, name: 'Mars', type: 'Terrestrial', moons: 2, radiusKm: 3390 },
  { id: 5, name: 'Jupiter', type: 'Gas giant', moons: 95, radiusKm: 69911 },
  { id: 6, name: 'Saturn', type: 'Gas giant', moons: 146, radiusKm: 58232 },
  { id: 7, name: 'Uranus', type: 'Ice giant', moons: 28, radiusKm: 25362 },
  { id: 8, name: 'Neptune', type: 'Ice giant', moons: 16, radiusKm: 24622 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1 },
  { field: 'type', headerName: 'Type', width: 130 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 90 },
  { field: 'radiusKm', headerName: 'Radius (km)', type: 'number', width: 130 },
];

export default function ApiRefButtons() {
  // One ref, created in your component and given to the grid: your handlers can drive it.
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('radiusKm', 'desc')}
        >
          Largest first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ field: 'moons', operator: '>', value: 10 }],
              logicOperator: GridLogicOperator.And,
            })
          }
        >
          More than 10 moons
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setColumnVisibility('type', false)}
        >
          Hide type
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current?.setSortModel([]);
            apiRef.current?.setFilterModel({ items: [] });
            apiRef.current?.setColumnVisibility('type', true);
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
