import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const CLINICS = ['Eastside', 'Riverside'];
const SERVICES = ['Check-up', 'Vaccination', 'Dental'];

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  patientRef: `P-${8200 + index * 11}`,
  clinic: CLINICS[index % 2],
  service: SERVICES[(index * 2) % 3],
  minutes: 10 + ((index * 9) % 50),
}));

const columns: GridColDef[] = [
  // An identifier: pivoting on it would create one column per patient.
  { field: 'patientRef', headerName: 'Patient', width: 110, pivotable: false },
  { field: 'clinic', headerName: 'Clinic', width: 120 },
  { field: 'service', headerName: 'Service', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function PivotRestrictions() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disablePivoting"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          disablePivoting={disabled}
          initialState={{
            pivoting: {
              model: {
                rows: [{ field: 'clinic' }],
                columns: [{ field: 'service' }],
                values: [{ field: 'minutes', aggFunc: 'avg' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
