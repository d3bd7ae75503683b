import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFocusCellSelector,
  useGridApiRef,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'Kelvin Bridge', line: 'Blue', minutes: 3 },
  { id: 2, station: 'Mill Lane', line: 'Blue', minutes: 7 },
  { id: 3, station: 'Harbour Gate', line: 'Green', minutes: 2 },
  { id: 4, station: 'Old Market', line: 'Green', minutes: 11 },
  { id: 5, station: 'University', line: 'Red', minutes: 5 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'line', headerName: 'Line', width: 110 },
  { field: 'minutes', headerName: 'Next train (min)', type: 'number', width: 160 },
];

export default function CellFocusEvents() {
  const apiRef = useGridApiRef();
  // Re-renders this component whenever the focused cell changes.
  const focused = useGridSelector(apiRef, gridFocusCellSelector);
  const row = focused ? rows.find((item) => item.id === focused.id) : undefined;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {focused && row
          ? `Focused: ${focused.field} of ${row.station}`
          : 'Click a cell or tab into the grid.'}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
