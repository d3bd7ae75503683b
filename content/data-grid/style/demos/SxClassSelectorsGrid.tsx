import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  mentor: string;
  seats: number;
}

const rows: Course[] = [
  { id: 1, title: 'Intro to pottery', mentor: 'Rosa Lindqvist', seats: 8 },
  { id: 2, title: 'Night photography', mentor: 'Omar Saidi', seats: 12 },
  { id: 3, title: 'Bread baking', mentor: 'Julia Novak', seats: 6 },
  { id: 4, title: 'Watercolor basics', mentor: 'Ken Watanabe', seats: 10 },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1 },
  { field: 'mentor', headerName: 'Mentor', width: 160 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function SxClassSelectorsGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        sx={{
          border: 0,
          borderRadius: 2,
          boxShadow: 2,
          [`& .${gridClasses.columnHeader}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          // Keep the focus ring for keyboard users only.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: 'none',
          },
          [`& .${gridClasses.cell}:focus-visible`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
          [`& .${gridClasses.row}.Mui-selected`]: { bgcolor: 'action.selected' },
          [`& .${gridClasses.footerContainer}`]: { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
