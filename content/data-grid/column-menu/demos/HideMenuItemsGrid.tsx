import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, course: 'Intro to Statistics', teacher: 'Dr. Mensah', credits: 6, seats: 120 },
  { id: 2, course: 'Organic Chemistry', teacher: 'Dr. Ivanova', credits: 8, seats: 80 },
  { id: 3, course: 'Medieval History', teacher: 'Prof. Laurent', credits: 4, seats: 60 },
  { id: 4, course: 'Linear Algebra', teacher: 'Dr. Sato', credits: 6, seats: 150 },
];

const columns: GridColDef[] = [
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 180 },
  { field: 'teacher', headerName: 'Teacher', width: 150 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 110 },
];

export default function HideMenuItemsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          // Props for the default GridColumnMenu: no wrapper component needed.
          columnMenu: {
            slots: { columnMenuColumnsItem: null },
            slotProps: { columnMenuFilterItem: { displayOrder: 0 } },
          },
        }}
      />
    </Box>
  );
}
