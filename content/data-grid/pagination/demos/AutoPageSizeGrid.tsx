import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  parcel: `PX-${(48213 + index * 17).toString(36).toUpperCase()}`,
  destination: ['Rotterdam', 'Hamburg', 'Antwerp', 'Le Havre'][index % 4],
  weight: Number((0.4 + ((index * 13) % 50) / 10).toFixed(1)),
}));

const columns: GridColDef[] = [
  { field: 'parcel', headerName: 'Parcel', flex: 1 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function AutoPageSizeGrid() {
  const [height, setHeight] = React.useState(360);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="auto-page-size-height" variant="body2">
        Grid height: {height}px
      </Typography>
      <Slider
        value={height}
        min={240}
        max={520}
        step={40}
        onChange={(_, value) => setHeight(value as number)}
        aria-labelledby="auto-page-size-height"
        sx={{ maxWidth: 320, mb: 1 }}
      />
      <Box sx={{ height }}>
        {/* The page size follows the height: no vertical scrollbar, no size select. */}
        <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
      </Box>
    </Box>
  );
}
