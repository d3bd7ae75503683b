import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

// One column per day of a quarter: far wider than the viewport.
const dayColumns: GridColDef[] = Array.from({ length: 90 }, (_, index) => ({
  field: `d${index + 1}`,
  headerName: `Day ${index + 1}`,
  type: 'number',
  width: 90,
}));

const columns: GridColDef[] = [{ field: 'sensor', headerName: 'Sensor', width: 120 }, ...dayColumns];

const rows = Array.from({ length: 30 }, (_, rowIndex) => {
  const row: Record<string, string | number> = { id: rowIndex + 1, sensor: `S-${101 + rowIndex}` };
  dayColumns.forEach((column, columnIndex) => {
    row[column.field] = 10 + ((rowIndex * 31 + columnIndex * 17) % 25);
  });
  return row;
});

export default function ColumnBufferGrid() {
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);
  const [rendered, setRendered] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Counts header cells in the DOM, for illustration only.
  const count = React.useCallback(() => {
    const headers = containerRef.current?.querySelectorAll(`.${gridClasses.columnHeader}`);
    setRendered(headers?.length ?? 0);
  }, []);

  React.useEffect(() => {
    const timer = setTimeout(count, 100);
    return () => clearTimeout(timer);
  }, [count, columnBufferPx]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: 220 }}>
          <Typography id="column-buffer-label" variant="caption">
            columnBufferPx: {columnBufferPx}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={2000}
            step={100}
            value={columnBufferPx}
            onChange={(_, value) => setColumnBufferPx(value as number)}
            aria-labelledby="column-buffer-label"
          />
        </Box>
        <Typography variant="body2">Column headers in the DOM: {rendered} of 91</Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 360 }} onScrollCapture={() => requestAnimationFrame(count)}>
        <DataGrid rows={rows} columns={columns} columnBufferPx={columnBufferPx} density="compact" />
      </Box>
    </Box>
  );
}
