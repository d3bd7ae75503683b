import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { DataGridPremium, GridColDef, GridPivotModel } from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  room: string;
  weekday: string;
  hours: number;
}

const ROOMS = ['Atlas', 'Birch', 'Cedar', 'Dune'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

const rows: Booking[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  room: ROOMS[index % 4],
  weekday: WEEKDAYS[Math.floor(index / 4) % 5],
  hours: 1 + ((index * 3) % 4),
}));

const columns: GridColDef<Booking>[] = [
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'weekday', headerName: 'Weekday', width: 110 },
  { field: 'hours', headerName: 'Hours booked', type: 'number', width: 130 },
];

const byRoom: GridPivotModel = {
  rows: [{ field: 'room' }],
  // Without a sort, the column groups keep the order in which their values first appear.
  columns: [{ field: 'weekday' }],
  values: [{ field: 'hours', aggFunc: 'sum' }],
};

export default function PivotSwapAxes() {
  const [model, setModel] = React.useState<GridPivotModel>(byRoom);
  // The same two fields, the other way round: rows become columns and columns become rows.
  const swap = () =>
    setModel((prev) => ({
      ...prev,
      rows: prev.columns.map(({ field }) => ({ field })),
      columns: prev.rows.map(({ field }) => ({ field, sort: 'asc' as const })),
    }));
  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" startIcon={<SwapHorizIcon />} onClick={swap} sx={{ mb: 1 }}>
        Swap rows and columns
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive
          pivotModel={model}
          onPivotModelChange={setModel}
          showToolbar
        />
      </Box>
    </Box>
  );
}
