import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  value: number;
  unit: string;
}

const rows: Reading[] = [
  { id: 1, sensor: 'Greenhouse, north', value: 21.5, unit: '°C' },
  { id: 2, sensor: 'Greenhouse, south', value: 23.25, unit: '°C' },
  { id: 3, sensor: 'Cellar', value: 12.75, unit: '°C' },
];

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1 },
  { field: 'value', headerName: 'Value', type: 'number', width: 100 },
  { field: 'unit', headerName: 'Unit', width: 80 },
];

export default function CsvPreviewGrid() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState(';');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [utf8WithBom, setUtf8WithBom] = React.useState(true);
  const [preview, setPreview] = React.useState('');

  const options: GridCsvExportOptions = {
    fileName: 'sensor-readings',
    delimiter,
    includeHeaders,
    utf8WithBom,
  };

  // getDataAsCsv returns the text without downloading anything.
  React.useEffect(() => {
    setPreview(apiRef.current?.getDataAsCsv({ delimiter, includeHeaders }) ?? '');
  }, [apiRef, delimiter, includeHeaders]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Delimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ width: 140 }}
        >
          <MenuItem value=",">Comma</MenuItem>
          <MenuItem value=";">Semicolon</MenuItem>
          <MenuItem value={'\t'}>Tab</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />
          }
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Switch checked={utf8WithBom} onChange={(event) => setUtf8WithBom(event.target.checked)} />
          }
          label="utf8WithBom"
        />
        <Button variant="contained" onClick={() => apiRef.current?.exportDataAsCsv(options)}>
          Download sensor-readings.csv
        </Button>
      </Stack>
      <Box sx={{ height: 230 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, p: 1, bgcolor: 'action.hover', fontFamily: 'monospace', overflowX: 'auto' }}
      >
        {preview}
      </Typography>
    </Box>
  );
}
