import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  date: Date;
  station: string;
  celsius: number;
}

const stations = ['Airport', 'Harbour', 'Old town'];

// Three readings per day for eight days, in date order.
const rows: Reading[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  date: new Date(2025, 2, 1 + Math.floor(index / 3)),
  station: stations[index % 3],
  celsius: 4 + ((index * 7) % 9),
}));

const columns: GridColDef<Reading>[] = [
  {
    field: 'date',
    headerName: 'Day',
    type: 'date',
    width: 150,
    // Dates are objects: compare a string so equal days merge.
    rowSpanValueGetter: (value: Date) => value.toDateString(),
  },
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'celsius', headerName: '°C', type: 'number', width: 90 },
];

export default function RowSpanPaginationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
