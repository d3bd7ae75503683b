import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  Toolbar,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  origin: string;
  destination: string;
  departure: string;
  gate: string;
  aircraft: string;
  seats: number;
}

const routes = [
  ['AMS', 'LIS'],
  ['CDG', 'ATH'],
  ['FRA', 'OSL'],
  ['MAD', 'VIE'],
  ['CPH', 'DUB'],
];
const aircraft = ['A320neo', 'B737-800', 'E190'];
const rows: Flight[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  flight: `XK${310 + index * 4}`,
  origin: routes[index % routes.length][0],
  destination: routes[index % routes.length][1],
  departure: `${String(6 + (index % 14)).padStart(2, '0')}:${index % 2 === 0 ? '15' : '45'}`,
  gate: `${String.fromCharCode(65 + (index % 4))}${2 + ((index * 3) % 20)}`,
  aircraft: aircraft[index % aircraft.length],
  seats: 96 + ((index * 17) % 90),
}));

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'origin', headerName: 'From', width: 80 },
  { field: 'destination', headerName: 'To', width: 80 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
];

// The trigger's state only says whether the panel is open; the hidden count comes from the grid state.
function HiddenCountToolbar() {
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibilityModel).filter((visible) => !visible).length;

  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'text'}
            startIcon={<ViewColumnIcon />}
          >
            {hiddenCount === 0 ? 'All columns' : `${hiddenCount} hidden`}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function HiddenCountTrigger() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: HiddenCountToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { gate: false, aircraft: false } } }}
      />
    </Box>
  );
}
