import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, sensor: 'North gate', co2: 412, noise: 54 },
  { id: 2, sensor: 'Market square', co2: 468, noise: 71 },
  { id: 3, sensor: 'Riverside', co2: 398, noise: 47 },
];

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 150 },
  { field: 'co2', headerName: 'CO₂ (ppm)', type: 'number', width: 130 },
  { field: 'noise', headerName: 'Noise (dB)', type: 'number', width: 130 },
];

export default function HeaderEventsGrid() {
  const [hovered, setHovered] = React.useState<string | null>(null);
  const [log, setLog] = React.useState<string[]>([]);

  const record = (text: string) => setLog((prev) => [text, ...prev].slice(0, 3));

  const handleClick: GridEventListener<'columnHeaderClick'> = (params) => {
    record(`click on ${params.field}`);
  };
  const handleDoubleClick: GridEventListener<'columnHeaderDoubleClick'> = (params) => {
    record(`double-click on ${params.field}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">Hovered header: {hovered ?? 'none'}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last events: {log.length ? log.join(' · ') : 'click a header'}
      </Typography>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onColumnHeaderClick={handleClick}
          onColumnHeaderDoubleClick={handleDoubleClick}
          onColumnHeaderEnter={(params) => setHovered(params.colDef.headerName ?? params.field)}
          onColumnHeaderLeave={() => setHovered(null)}
        />
      </Box>
    </Box>
  );
}
