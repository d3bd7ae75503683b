import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

const sentences = [
  'Delivered on time.',
  'Box was slightly dented but the contents were fine, and the courier called ahead.',
  'Great quality. The fabric is thicker than expected, the stitching is neat and the colour matches the photos exactly.',
  'Too small.',
  'Arrived a day late. Support answered quickly and offered a discount on the next order, which was appreciated.',
];

// 2,000 reviews of very different lengths.
const rows = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  product: `Item ${1 + (index % 40)}`,
  rating: 1 + ((index * 3) % 5),
  review: sentences.slice(0, 1 + (index % sentences.length)).join(' '),
}));

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'review', headerName: 'Review', flex: 1, minWidth: 260 },
];

// Measured after render: each row is as tall as its review.
const getRowHeight: DataGridProProps['getRowHeight'] = () => 'auto';

// A guess for rows not measured yet, so the scrollbar size stays close to right.
const getEstimatedRowHeight = () => 90;

export default function AutoRowHeightVirtualGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .MuiDataGrid-cell': { py: 1 },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
      />
    </Box>
  );
}
