import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  sensor: string;
  room: string;
  temperature: number;
  threshold: number;
}

const rooms = ['Server room', 'Lab A', 'Lab B', 'Cold store', 'Lobby', 'Archive'];

const rows: Reading[] = rooms.map((room, index) => ({
  id: index + 1,
  sensor: `TS-${100 + index * 13}`,
  room,
  temperature: Math.round((16 + ((index * 7) % 11) + index / 10) * 10) / 10,
  threshold: 24 + (index % 4),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120, editable: true },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110, editable: true },
  { field: 'threshold', headerName: 'Alert at (°C)', type: 'number', width: 120, editable: true },
];

export default function UndoRedoStackSize() {
  const [stackSize, setStackSize] = React.useState(3);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackSize}
        onChange={(_event, value: number | null) => value !== null && setStackSize(value)}
        aria-label="History stack size"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>Off (0)</ToggleButton>
        <ToggleButton value={3}>3 steps</ToggleButton>
        <ToggleButton value={30}>30 steps (default)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        <DataGridPremium rows={rows} columns={columns} historyStackSize={stackSize} showToolbar hideFooter />
      </Box>
    </Box>
  );
}
