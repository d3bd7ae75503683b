import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFocusCellSelector,
  useGridApiContext,
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

// Rendered in the footer slot, so it can read the grid state through the context.
function FocusStatus() {
  const apiRef = useGridApiContext();
  // Re-renders this component whenever the focused cell changes.
  const focused = useGridSelector(apiRef, gridFocusCellSelector);
  const row = focused ? apiRef.current.getRow(focused.id) : null;
  const header = focused ? (apiRef.current.getColumn(focused.field)?.headerName ?? focused.field) : '';

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" aria-live="polite">
        {focused && row ? `${header} of ${row.station}` : 'Click a cell or tab into the grid.'}
      </Typography>
    </Box>
  );
}

export default function CellFocusEvents() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: FocusStatus }} />
    </Box>
  );
}
