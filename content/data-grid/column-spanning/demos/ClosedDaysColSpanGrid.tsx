import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Hours {
  id: string;
  day: string;
  opens: string;
  closes: string;
  note: string;
}

const rows: Hours[] = [
  { id: 'mon', day: 'Monday', opens: 'Closed', closes: '', note: '' },
  { id: 'tue', day: 'Tuesday', opens: '09:00', closes: '18:00', note: '' },
  { id: 'wed', day: 'Wednesday', opens: '09:00', closes: '18:00', note: 'Late opening on 1st Wed' },
  { id: 'thu', day: 'Thursday', opens: '09:00', closes: '20:00', note: '' },
  { id: 'fri', day: 'Friday', opens: '09:00', closes: '18:00', note: '' },
  { id: 'sat', day: 'Saturday', opens: '10:00', closes: '16:00', note: 'Guided tour at 11:00' },
  { id: 'sun', day: 'Sunday', opens: 'Closed', closes: '', note: '' },
];

const columns: GridColDef<Hours>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  {
    field: 'opens',
    headerName: 'Opens',
    width: 110,
    // "Closed" covers the Opens and Closes cells of that row.
    colSpan: (value) => (value === 'Closed' ? 2 : undefined),
    cellClassName: (params) => (params.value === 'Closed' ? 'closed-day' : ''),
  },
  { field: 'closes', headerName: 'Closes', width: 110 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 180 },
];

export default function ClosedDaysColSpanGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .closed-day': { textAlign: 'center', color: 'text.secondary', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </Box>
  );
}
