import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Sensor {
  id: number;
  room: string;
  temperature: number;
  updatedAt: Date;
}

const rooms = ['Lobby', 'Server room', 'Kitchen', 'Meeting room A', 'Meeting room B'];
const start = new Date(2026, 10, 24, 9, 0, 0);

const rows: Sensor[] = rooms.map((room, index) => ({
  id: index + 1,
  room,
  temperature: 19 + index,
  updatedAt: start,
}));

const columns: GridColDef<Sensor>[] = [
  { field: 'room', headerName: 'Room', flex: 1 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 120 },
  { field: 'updatedAt', headerName: 'Updated', type: 'dateTime', width: 200 },
];

export default function RowUpdatesSingleRow() {
  const apiRef = useGridApiRef();
  const reading = React.useRef(0);

  // The Community grid accepts one row per updateRows call.
  const refreshServerRoom = () => {
    reading.current += 1;
    apiRef.current?.updateRows([
      {
        id: 2,
        temperature: 21 + (reading.current % 5),
        updatedAt: new Date(start.getTime() + reading.current * 60_000),
      },
    ]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={refreshServerRoom} sx={{ mb: 1 }}>
        New server room reading
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
