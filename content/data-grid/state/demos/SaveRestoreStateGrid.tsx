import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  athlete: `Runner ${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) + 1}`,
  country: ['Kenya', 'Norway', 'Japan', 'Brazil', 'Ethiopia'][index % 5],
  time: 7200 + ((index * 97) % 1800),
}));

const columns: GridColDef[] = [
  { field: 'athlete', headerName: 'Athlete', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  {
    field: 'time',
    headerName: 'Finish time',
    type: 'number',
    width: 130,
    valueFormatter: (seconds: number) =>
      `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
  },
];

export default function SaveRestoreStateGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => setSaved(apiRef.current?.exportState() ?? null);
  const restore = () => saved && apiRef.current?.restoreState(saved);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={save}>
          Save view
        </Button>
        <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
          Restore view
        </Button>
        <Typography variant="body2" color="text.secondary">
          {saved
            ? `Saved ${JSON.stringify(saved).length} bytes of state`
            : 'Sort, filter or resize, then save.'}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </Box>
    </Box>
  );
}
