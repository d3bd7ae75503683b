import * as React from 'react';
import Box from '@mui/material/Box';
import { Theme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';

interface Release {
  id: number;
  version: string;
  date: Date;
  notes: string;
}

const rows: Release[] = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  version: `v3.${6 - index}.0`,
  date: new Date(2026, 10 - index, 3 + index),
  notes: ['Faster search', 'Dark mode', 'CSV uploads', 'New API keys page', 'Audit log', 'SSO'][index],
}));

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 110 },
  { field: 'date', headerName: 'Released', type: 'date', width: 130 },
  { field: 'notes', headerName: 'Highlights', flex: 1 },
];

// Extends the surrounding theme: every DataGrid inside gets these defaults and styles.
function withGridOverrides(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDataGrid: {
        defaultProps: { density: 'compact', disableColumnMenu: true },
        styleOverrides: {
          root: { borderRadius: 12 },
          columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', fontSize: '0.75rem' },
          cell: { fontVariantNumeric: 'tabular-nums' },
        },
      },
    },
  };
}

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withGridOverrides}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
