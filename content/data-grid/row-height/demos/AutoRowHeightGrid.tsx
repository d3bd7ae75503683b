import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const REVIEWS = [
  'Arrived quickly and works as described.',
  'The battery lasts about two days with heavy use, which is better than my previous phone. The camera struggles in low light, and the case feels a little slippery, but for the price it is hard to complain.',
  'Stopped charging after a week. Support replaced it without fuss.',
  'Setup took five minutes. The companion app asks for more permissions than it needs, so I turned most of them off; everything still works. Sound quality is excellent for podcasts and decent for music.',
  'Fine.',
  'Good value, although the instructions were only in German and the diagrams were tiny.',
];

const rows = REVIEWS.map((text, index) => ({
  id: index + 1,
  reviewer: ['Ana', 'Björn', 'Chidi', 'Dana', 'Emeka', 'Fatima'][index],
  rating: [5, 4, 2, 4, 3, 4][index],
  text,
}));

const columns: GridColDef[] = [
  { field: 'reviewer', headerName: 'Reviewer', width: 110 },
  { field: 'rating', headerName: 'Stars', type: 'number', width: 80 },
  {
    field: 'text',
    headerName: 'Review',
    flex: 1,
    minWidth: 240,
    // Cells do not wrap by default; allow it so the row can grow.
    renderCell: (params) => <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5, py: 1 }}>{params.value}</Box>,
  },
];

export default function AutoRowHeightGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        // A rough guess keeps the scrollbar stable before rows are measured.
        getEstimatedRowHeight={() => 80}
        hideFooter
      />
    </Box>
  );
}
