import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'TP 1352', departure: 'Lisbon 07:40', arrival: 'Paris 11:05', delay: 0 },
  { id: 2, flight: 'SK 1467', departure: 'Oslo 09:15', arrival: 'Berlin 11:00', delay: 25 },
  { id: 3, flight: 'AY 1333', departure: 'Helsinki 12:30', arrival: 'Rome 15:10', delay: 5 },
  { id: 4, flight: 'IB 3170', departure: 'Madrid 16:45', arrival: 'London 18:05', delay: 40 },
];

// Header content only: sorting, menu and resizing controls stay in place.
const iconHeader = (icon: React.ReactNode) =>
  function Header(params: GridColumnHeaderParams) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {params.colDef.headerName}
        </Typography>
      </Stack>
    );
  };

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  {
    field: 'departure',
    headerName: 'Departure',
    flex: 1,
    renderHeader: iconHeader(<FlightTakeoffIcon fontSize="small" />),
  },
  {
    field: 'arrival',
    headerName: 'Arrival',
    flex: 1,
    renderHeader: iconHeader(<FlightLandIcon fontSize="small" />),
  },
  {
    field: 'delay',
    headerName: 'Delay',
    type: 'number',
    width: 100,
    description: 'Minutes behind the scheduled departure time',
  },
];

export default function RenderHeaderGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
