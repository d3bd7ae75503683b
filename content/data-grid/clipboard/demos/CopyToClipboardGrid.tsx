import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
}

const rows: Station[] = [
  { id: 1, station: 'Harbor', temperature: 18.4, humidity: 71 },
  { id: 2, station: 'Airport', temperature: 21.1, humidity: 55 },
  { id: 3, station: 'Old Town', temperature: 19.7, humidity: 63 },
  { id: 4, station: 'Ridge', temperature: 14.2, humidity: 80 },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  {
    field: 'temperature',
    headerName: 'Temp.',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function CopyToClipboardGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Select rows or focus a cell, then press Ctrl+C (⌘+C). Last copy:
      </Typography>
      <Typography component="pre" variant="body2" sx={{ fontFamily: 'monospace', minHeight: 24 }}>
        {copied.replaceAll('\t', ' → ') || '—'}
      </Typography>
    </Box>
  );
}
