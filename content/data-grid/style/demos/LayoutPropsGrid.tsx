import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  room: ['Atlas', 'Borealis', 'Cobalt', 'Delta', 'Ember', 'Fjord'][index],
  floor: 1 + (index % 3),
  capacity: 4 + index * 2,
}));

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', flex: 1 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 100 },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 120 },
];

export default function LayoutPropsGrid() {
  const [cellBorders, setCellBorders] = React.useState(true);
  const [headerBorders, setHeaderBorders] = React.useState(true);
  const [rowHeight, setRowHeight] = React.useState(40);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />
          }
          label="showCellVerticalBorder"
        />
        <FormControlLabel
          control={
            <Switch checked={headerBorders} onChange={(event) => setHeaderBorders(event.target.checked)} />
          }
          label="showColumnVerticalBorder"
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 220 }}>
          <Typography variant="body2" id="row-height-label">
            rowHeight
          </Typography>
          <Slider
            aria-labelledby="row-height-label"
            value={rowHeight}
            min={28}
            max={72}
            step={4}
            valueLabelDisplay="auto"
            onChange={(_event, value) => setRowHeight(value as number)}
          />
        </Stack>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={headerBorders}
          rowHeight={rowHeight}
          columnHeaderHeight={44}
        />
      </Box>
    </Box>
  );
}
