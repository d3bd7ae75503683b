import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
}

const stations = ['Oslo', 'Lisbon', 'Nairobi', 'Lima', 'Osaka', 'Perth', 'Quebec', 'Tunis'];

const rows: Reading[] = stations.map((station, index) => ({
  id: index + 1,
  station,
  temperature: Math.round((4 + ((index * 37) % 28)) * 10) / 10,
  humidity: 35 + ((index * 13) % 55),
  wind: 3 + ((index * 11) % 30),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Nothing read yet.');

  const selectBlock = () => {
    // Selects temperature to wind for the first three stations, replacing the selection.
    apiRef.current?.selectCellRange({ id: 1, field: 'temperature' }, { id: 3, field: 'wind' });
  };

  const readSelection = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    setMessage(
      cells.length === 0
        ? 'No cell is selected.'
        : `${cells.length} cells: ${cells.map(({ id, field }) => `${id}/${field}`).join(', ')}`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={selectBlock}>
          Select a 3 × 3 block
        </Button>
        <Button size="small" variant="outlined" onClick={readSelection}>
          Read selection
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} cellSelection hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </Box>
  );
}
