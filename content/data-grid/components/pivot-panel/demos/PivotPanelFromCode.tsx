import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridColDef,
  GridSidebarValue,
  PivotPanelTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import Tooltip from '@mui/material/Tooltip';

interface Rental {
  id: number;
  station: string;
  bike: string;
  weekday: string;
  minutes: number;
}

const stations = ['Central', 'Harbour', 'University', 'Park'];
const bikes = ['Classic', 'E-bike', 'Cargo'];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const rows: Rental[] = Array.from({ length: 70 }, (_, index) => ({
  id: index + 1,
  station: stations[index % stations.length],
  bike: bikes[Math.floor(index / 4) % bikes.length],
  weekday: weekdays[Math.floor(index / 10)],
  minutes: 6 + ((index * 17) % 55),
}));

const columns: GridColDef<Rental>[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'bike', headerName: 'Bike', width: 110 },
  { field: 'weekday', headerName: 'Day', width: 90 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

function PivotToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Pivot">
        <PivotPanelTrigger render={<ToolbarButton aria-label="Pivot" />}>
          <PivotTableChartIcon fontSize="small" />
        </PivotPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

// Buttons outside the grid prepare a pivot and show or hide the sidebar through the API.
export default function PivotPanelFromCode() {
  const apiRef = useGridApiRef();

  const showStationsByBike = () => {
    apiRef.current?.setPivotModel({
      rows: [{ field: 'station' }],
      columns: [{ field: 'bike' }],
      values: [{ field: 'minutes', aggFunc: 'avg' }],
    });
    apiRef.current?.setPivotActive(true);
    apiRef.current?.showSidebar(GridSidebarValue.Pivot);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={showStationsByBike}>
          Average ride per station and bike
        </Button>
        <Button size="small" onClick={() => apiRef.current?.hideSidebar()}>
          Hide panel
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPivotActive(false)}>
          Back to rides
        </Button>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: PivotToolbar }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
