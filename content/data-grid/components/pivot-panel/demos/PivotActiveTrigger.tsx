import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  PivotPanelTrigger,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';

interface Visit {
  id: number;
  clinic: string;
  service: string;
  weekday: string;
  patients: number;
}

const clinics = ['Riverside', 'Hillcrest', 'Old Town'];
const services = ['Check-up', 'Vaccination', 'Dental'];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const rows: Visit[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  clinic: clinics[index % clinics.length],
  service: services[Math.floor(index / 3) % services.length],
  weekday: weekdays[Math.floor(index / 9)],
  patients: 4 + ((index * 13) % 30),
}));

const columns: GridColDef<Visit>[] = [
  { field: 'clinic', headerName: 'Clinic', flex: 1 },
  { field: 'service', headerName: 'Service', width: 130 },
  { field: 'weekday', headerName: 'Day', width: 90 },
  { field: 'patients', headerName: 'Patients', type: 'number', width: 110 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'clinic' }],
      columns: [{ field: 'service' }],
      values: [{ field: 'patients', aggFunc: 'sum' }],
    },
  },
};

// `state.active` says whether pivot mode is on; the chip next to the trigger turns it off.
function PivotStateToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <PivotPanelTrigger
        render={(props, state) => (
          <React.Fragment>
            <Button
              {...props}
              size="small"
              variant={state.open ? 'contained' : 'outlined'}
              startIcon={<PivotTableChartIcon />}
            >
              {state.open ? 'Hide pivot panel' : 'Edit pivot'}
            </Button>
            {state.active && (
              <Chip
                size="small"
                color="primary"
                label="Pivot on"
                onDelete={() => apiRef.current.setPivotActive(false)}
              />
            )}
          </React.Fragment>
        )}
      />
    </Toolbar>
  );
}

export default function PivotActiveTrigger() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: PivotStateToolbar }}
        showToolbar
        initialState={initialState}
      />
    </Box>
  );
}
