import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Airport {
  id: number;
  code: string;
  city: string;
  runways: number;
}

const rows: Airport[] = [
  { id: 1, code: 'LIS', city: 'Lisbon', runways: 2 },
  { id: 2, code: 'NBO', city: 'Nairobi', runways: 1 },
  { id: 3, code: 'YVR', city: 'Vancouver', runways: 3 },
  { id: 4, code: 'HND', city: 'Tokyo', runways: 4 },
];

const columns: GridColDef<Airport>[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'runways', headerName: 'Runways', type: 'number', width: 110 },
];

const delimiters = [
  { label: 'Tab (default)', value: '\t' },
  { label: 'Comma', value: ',' },
  { label: 'Semicolon', value: ';' },
  { label: 'Pipe', value: ' | ' },
];

export default function CopyDelimiterGrid() {
  const [delimiter, setDelimiter] = React.useState(',');
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="clipboardCopyCellDelimiter"
        value={delimiter}
        onChange={(event) => setDelimiter(event.target.value)}
        sx={{ mb: 1, width: 260 }}
      >
        {delimiters.map((option) => (
          <MenuItem key={option.label} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          clipboardCopyCellDelimiter={delimiter}
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Select a few rows and press Ctrl+C (⌘+C). Copied text:
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{ p: 1, minHeight: 32, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        {copied.replaceAll('\t', '⇥') || '—'}
      </Typography>
    </Box>
  );
}
