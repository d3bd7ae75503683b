import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  day: string;
  room: string;
  nurse: string;
}

const rows: Shift[] = [
  { id: 1, day: 'Mon', room: 'Ward A', nurse: 'Kaito' },
  { id: 2, day: 'Mon', room: 'Ward A', nurse: 'Lucia' },
  { id: 3, day: 'Mon', room: 'Ward B', nurse: 'Lucia' },
  { id: 4, day: 'Tue', room: 'Ward B', nurse: 'Lucia' },
  { id: 5, day: 'Tue', room: 'Ward B', nurse: 'Mehmet' },
  { id: 6, day: 'Tue', room: 'Ward C', nurse: 'Mehmet' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 90 },
  {
    field: 'room',
    headerName: 'Room',
    width: 130,
    // Rows 3 and 4 share "Ward B" but belong to different days: keep them apart.
    rowSpanValueGetter: (value, row) => `${row.day}-${value}`,
  },
  {
    field: 'nurse',
    headerName: 'Nurse',
    flex: 1,
    rowSpanValueGetter: (value, row) => `${row.day}-${row.room}-${value}`,
  },
];

export default function RowSpanValueGetterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
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
