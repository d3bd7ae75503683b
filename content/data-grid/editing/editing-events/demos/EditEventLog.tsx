import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  waterEveryDays: number;
  location: string;
}

const rows: Plant[] = [
  { id: 1, name: 'Monstera', waterEveryDays: 7, location: 'Living room' },
  { id: 2, name: 'Snake plant', waterEveryDays: 14, location: 'Bedroom' },
  { id: 3, name: 'Basil', waterEveryDays: 2, location: 'Kitchen' },
  { id: 4, name: 'Fern', waterEveryDays: 3, location: 'Bathroom' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, editable: true },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 170, editable: true },
  { field: 'location', headerName: 'Location', width: 140, editable: true },
];

export default function EditEventLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [line, ...lines].slice(0, 5));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          // `reason` says what started or ended each edit.
          onCellEditStart={(params) => add(`start ${params.field} of ${params.row.name}: ${params.reason}`)}
          onCellEditStop={(params) => add(`stop ${params.field} of ${params.row.name}: ${params.reason}`)}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Events (double-click, type, press Enter, Tab or Escape, or click away)
      </Typography>
      <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 3, typography: 'body2', minHeight: 90 }}>
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
