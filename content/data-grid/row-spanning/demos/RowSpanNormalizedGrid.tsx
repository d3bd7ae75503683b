import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Visit {
  id: number;
  clinic: string;
  patient: string;
  note: string;
}

// Data entered by hand: the same clinic is typed in different letter cases.
const rows: Visit[] = [
  { id: 1, clinic: 'Riverside Clinic', patient: 'A. Moreau', note: 'Follow-up' },
  { id: 2, clinic: 'riverside clinic', patient: 'B. Okafor', note: 'Follow-up' },
  { id: 3, clinic: 'RIVERSIDE CLINIC', patient: 'C. Lindqvist', note: 'Follow-up' },
  { id: 4, clinic: 'Hillcrest Practice', patient: 'D. Novak', note: 'First visit' },
  { id: 5, clinic: 'hillcrest practice', patient: 'E. Haddad', note: 'First visit' },
];

const columns: GridColDef<Visit>[] = [
  {
    field: 'clinic',
    headerName: 'Clinic',
    width: 200,
    // Compare a normalised form, display the first row's original text.
    rowSpanValueGetter: (value: string) => value.trim().toLowerCase(),
  },
  { field: 'patient', headerName: 'Patient', flex: 1 },
  {
    field: 'note',
    headerName: 'Note (never merged)',
    width: 180,
    // A unique key per row switches merging off for this column.
    rowSpanValueGetter: (_value, row) => row.id,
  },
];

export default function RowSpanNormalizedGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
