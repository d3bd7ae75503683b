import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, pages: 204 },
  { id: 4, title: 'A Memory Called Empire', author: 'Arkady Martine', year: 2019, pages: 462 },
  { id: 5, title: 'Piranesi', author: 'Susanna Clarke', year: 2020, pages: 272 },
];

// The widths below are only starting points: autosizing replaces them on mount.
const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 80 },
  { field: 'author', headerName: 'Author', width: 80 },
  { field: 'year', headerName: 'First published', type: 'number', width: 80 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 80 },
];

export default function AutosizeOnMountGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, expand: true }}
        hideFooter
      />
    </Box>
  );
}
