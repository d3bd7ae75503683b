import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

interface Ride {
  id: number;
  rider: string;
  distanceKm: number;
  minutes: number;
  city: string;
}

const riders = ['Ama', 'Bo', 'Cai', 'Dee', 'Eve', 'Finn', 'Gio', 'Hana'];
const cities = ['Utrecht', 'Ghent', 'Aarhus', 'Basel'];
const rows: Ride[] = riders.map((rider, index) => ({
  id: index + 1,
  rider,
  distanceKm: 3 + ((index * 7) % 25),
  minutes: 12 + ((index * 11) % 70),
  city: cities[index % cities.length],
}));

const columns: GridColDef<Ride>[] = [
  { field: 'rider', headerName: 'Rider', flex: 1 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

// The render functions receive the panel state: highlight the trigger of the open panel.
function StatefulToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'} aria-pressed={state.open}>
              <ViewColumnIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<FilterListIcon fontSize="small" />}
            variant={state.filterCount > 0 ? 'contained' : 'outlined'}
            color={state.open ? 'secondary' : 'primary'}
          >
            {state.filterCount === 1 ? '1 filter' : `${state.filterCount} filters`}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PanelStateToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: StatefulToolbar }} showToolbar />
    </Box>
  );
}
