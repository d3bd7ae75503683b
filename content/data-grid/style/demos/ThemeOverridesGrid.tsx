import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, Theme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
// Adds MuiDataGrid to the theme's `components` type.
import type {} from '@mui/x-data-grid/themeAugmentation';

const rows = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  course: ['Algebra', 'Biology', 'Chemistry', 'Drawing'][index % 4],
  teacher: ['Ms. Ito', 'Mr. Ade', 'Dr. Kaur', 'Ms. Berg'][(index * 3) % 4],
  room: 100 + index * 7,
}));

const columns: GridColDef[] = [
  { field: 'course', headerName: 'Course', flex: 1 },
  { field: 'teacher', headerName: 'Teacher', flex: 1 },
  { field: 'room', headerName: 'Room', type: 'number', width: 100 },
];

// A function theme extends the surrounding one without replacing its provider;
// CSS variables, when the theme has them, follow the light/dark mode.
const extendTheme = (outer: Theme) => {
  const palette = (outer.vars ?? outer).palette;
  return createTheme(outer, {
    components: {
      MuiDataGrid: {
        defaultProps: { density: 'compact', showCellVerticalBorder: true },
        styleOverrides: {
          root: { borderRadius: 12, borderColor: palette.primary.main },
          columnHeader: {
            backgroundColor: palette.primary.main,
            color: palette.primary.contrastText,
          },
          row: { '&:hover': { backgroundColor: palette.action.selected } },
        },
      },
    },
  });
};

export default function ThemeOverridesGrid() {
  return (
    <ThemeProvider theme={extendTheme}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
