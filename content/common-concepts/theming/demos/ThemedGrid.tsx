import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
// Type-only import: adds `MuiDataGrid` to the theme's `components` key.
import type {} from '@mui/x-data-grid/themeAugmentation';

interface Planet {
  id: number;
  name: string;
  moons: number;
  dayHours: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, dayHours: 4222.6 },
  { id: 2, name: 'Venus', moons: 0, dayHours: 2802 },
  { id: 3, name: 'Earth', moons: 1, dayHours: 24 },
  { id: 4, name: 'Mars', moons: 2, dayHours: 24.7 },
  { id: 5, name: 'Jupiter', moons: 95, dayHours: 9.9 },
  { id: 6, name: 'Saturn', moons: 146, dayHours: 10.7 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
  { field: 'dayHours', headerName: 'Day length (h)', type: 'number', width: 150 },
];

// Typed as ThemeOptions so the style callbacks get a typed `theme` argument.
const gridOverrides: ThemeOptions = {
  components: {
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableRowSelectionOnClick: true },
      styleOverrides: {
        root: ({ theme }) => ({
          borderColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.4),
        }),
        columnHeader: ({ theme }) => ({
          // `vars` exists when CSS variables are on; reading it keeps mode switching instant.
          backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
          color: (theme.vars || theme).palette.primary.dark,
          ...theme.applyStyles('dark', { color: (theme.vars || theme).palette.primary.light }),
        }),
        columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase' },
        row: ({ theme }) => ({
          '&:hover': {
            backgroundColor: theme.alpha((theme.vars || theme).palette.secondary.main, 0.08),
          },
        }),
      },
    },
  },
};

export default function ThemedGrid() {
  const outerTheme = useTheme();
  // Merged onto the page theme so palette, typography and mode are inherited.
  const theme = React.useMemo(() => createTheme(outerTheme, gridOverrides), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
