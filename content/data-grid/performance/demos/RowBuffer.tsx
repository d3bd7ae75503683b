import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = Array.from({ length: 30 }, (_, index) => ({
  field: `c${index}`,
  headerName: `Metric ${index + 1}`,
  type: 'number',
  width: 110,
}));

const rows = Array.from({ length: 10000 }, (_, rowIndex) => {
  const row: Record<string, number> = { id: rowIndex + 1 };
  columns.forEach((column, colIndex) => {
    row[column.field] = (rowIndex * 31 + colIndex * 17) % 1000;
  });
  return row;
});

export default function RowBuffer() {
  const [buffer, setBuffer] = React.useState(150);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="buffer-label" variant="body2">
        Rows and columns rendered beyond the viewport: {buffer} px
      </Typography>
      <Slider
        aria-labelledby="buffer-label"
        value={buffer}
        min={0}
        max={1000}
        step={50}
        onChange={(_event, value) => setBuffer(value as number)}
        sx={{ maxWidth: 320, display: 'block' }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} rowBufferPx={buffer} columnBufferPx={buffer} />
      </Box>
    </Box>
  );
}
