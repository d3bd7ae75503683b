import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  room: `Room ${101 + index}`,
  capacity: 4 + ((index * 5) % 16),
  projector: index % 3 !== 1,
}));

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', flex: 1 },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 120 },
  { field: 'projector', headerName: 'Projector', type: 'boolean', width: 120 },
];

export default function KeyboardNavigationGrid() {
  const apiRef = useGridApiRef();
  const [tabThroughCells, setTabThroughCells] = React.useState(false);
  const [focused, setFocused] = React.useState('none');

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('cellFocusIn', (params) => {
        setFocused(`${params.row.room}, column "${params.colDef.headerName}"`);
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={tabThroughCells} onChange={(e) => setTabThroughCells(e.target.checked)} />
          }
          label='tabNavigation="content"'
        />
        <Typography variant="body2">Focused cell: {focused}</Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Meeting rooms"
          tabNavigation={tabThroughCells ? 'content' : 'none'}
        />
      </Box>
    </Box>
  );
}
