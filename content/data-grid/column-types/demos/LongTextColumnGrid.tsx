import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    guest: 'Marta Jensen',
    rating: 5,
    review:
      'Quiet room facing the courtyard, very comfortable bed and a generous breakfast. The staff arranged a late check-out without any fuss. Would happily stay again.',
  },
  {
    id: 2,
    guest: 'Dev Patel',
    rating: 3,
    review:
      'Great location next to the station. The air conditioning was noisy at night and the shower took a while to warm up, but the price was fair for the area.',
  },
  {
    id: 3,
    guest: 'Chloé Martin',
    rating: 4,
    review: 'Lovely rooftop bar. Wi-Fi was slow in the evenings.',
  },
];

const columns: GridColDef[] = [
  { field: 'guest', headerName: 'Guest', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  // One line with an ellipsis in the cell; the full text opens in a popup and edits in a multi-line field.
  { field: 'review', headerName: 'Review', type: 'longText', flex: 1, minWidth: 240, editable: true },
];

export default function LongTextColumnGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
