import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  bus: `Line ${10 + index}`,
  from: ['Central', 'Harbour', 'University', 'Airport'][index % 4],
  minutes: 4 + ((index * 7) % 20),
}));

const columns: GridColDef[] = [
  { field: 'bus', headerName: 'Bus', flex: 1 },
  { field: 'from', headerName: 'From', width: 130 },
  { field: 'minutes', headerName: 'Departs in (min)', type: 'number', width: 150 },
];

export default function HeaderHeightGrid() {
  const [rowHeight, setRowHeight] = React.useState(52);
  const [headerHeight, setHeaderHeight] = React.useState(56);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={4} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ width: 200 }}>
          <Typography id="row-height-label" variant="caption">
            rowHeight: {rowHeight}px
          </Typography>
          <Slider
            size="small"
            min={28}
            max={80}
            value={rowHeight}
            onChange={(_, value) => setRowHeight(value as number)}
            aria-labelledby="row-height-label"
          />
        </Box>
        <Box sx={{ width: 200 }}>
          <Typography id="header-height-label" variant="caption">
            columnHeaderHeight: {headerHeight}px
          </Typography>
          <Slider
            size="small"
            min={32}
            max={96}
            value={headerHeight}
            onChange={(_, value) => setHeaderHeight(value as number)}
            aria-labelledby="header-height-label"
          />
        </Box>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} rowHeight={rowHeight} columnHeaderHeight={headerHeight} />
      </Box>
    </Box>
  );
}
