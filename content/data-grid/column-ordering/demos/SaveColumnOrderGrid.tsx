import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, patient: 'R. Haddad', ward: 'B2', bed: 14, doctor: 'Dr. Lund', admitted: '03 Mar' },
  { id: 2, patient: 'T. Moreau', ward: 'A1', bed: 3, doctor: 'Dr. Osei', admitted: '05 Mar' },
  { id: 3, patient: 'E. Kowalski', ward: 'B2', bed: 9, doctor: 'Dr. Lund', admitted: '06 Mar' },
];

const columns: GridColDef[] = [
  { field: 'patient', headerName: 'Patient', width: 130 },
  { field: 'ward', headerName: 'Ward', width: 90 },
  { field: 'bed', headerName: 'Bed', type: 'number', width: 80 },
  { field: 'doctor', headerName: 'Doctor', width: 120 },
  { field: 'admitted', headerName: 'Admitted', width: 110 },
];

export default function SaveColumnOrderGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    const state = apiRef.current?.exportState();
    if (state) {
      // Keep only the column part: order, widths and visibility.
      setSaved({ columns: state.columns });
    }
  };

  const restore = () => {
    if (saved) {
      apiRef.current?.restoreState(saved);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={save}>
          Save layout
        </Button>
        <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
          Restore layout
        </Button>
        <Typography variant="body2">
          {saved?.columns?.orderedFields ? saved.columns.orderedFields.join(', ') : 'Nothing saved yet'}
        </Typography>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
