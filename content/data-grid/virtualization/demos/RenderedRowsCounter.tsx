import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  name: `Item ${index + 1}`,
  weight: ((index * 37) % 200) / 10,
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

export default function RenderedRowsCounter() {
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [disabled, setDisabled] = React.useState(false);
  const [rendered, setRendered] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Counting DOM rows is for illustration only; the grid does not need it.
  const count = React.useCallback(() => {
    const rowElements = containerRef.current?.querySelectorAll(`.${gridClasses.row}`);
    setRendered(rowElements?.length ?? 0);
  }, []);

  React.useEffect(() => {
    const timer = setTimeout(count, 100);
    return () => clearTimeout(timer);
  }, [count, rowBufferPx, disabled]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: 220 }}>
          <Typography variant="caption">rowBufferPx: {rowBufferPx}</Typography>
          <Slider
            size="small"
            min={0}
            max={1000}
            step={50}
            value={rowBufferPx}
            disabled={disabled}
            onChange={(_, value) => setRowBufferPx(value as number)}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(e) => setDisabled(e.target.checked)} />}
          label="disableVirtualization"
        />
        <Typography variant="body2">Rows in the DOM: {rendered} of 100</Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 340 }} onScrollCapture={() => requestAnimationFrame(count)}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowBufferPx={rowBufferPx}
          disableVirtualization={disabled}
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        />
      </Box>
    </Box>
  );
}
