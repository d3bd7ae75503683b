import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const ROW_COUNT = 10_000;
const COLUMN_COUNT = 50;

// Metric columns are generated: day1 … day49, plus a sensor name.
const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  ...Array.from({ length: COLUMN_COUNT - 1 }, (_, c) => ({
    field: `day${c + 1}`,
    headerName: `Day ${c + 1}`,
    type: 'number' as const,
    width: 90,
  })),
];

function buildRows() {
  return Array.from({ length: ROW_COUNT }, (_, r) => {
    const row: Record<string, number | string> = { id: r, sensor: `S-${String(r).padStart(5, '0')}` };
    for (let c = 1; c < COLUMN_COUNT; c += 1) {
      row[`day${c}`] = (r * 31 + c * 17) % 1000;
    }
    return row;
  });
}

export default function LargeDatasetGrid() {
  // Built once; recreating 500,000 cells on every render would cost more than rendering them.
  const rows = React.useMemo(() => buildRows(), []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {ROW_COUNT.toLocaleString()} rows × {COLUMN_COUNT} columns. Only the cells near the viewport exist in
        the DOM.
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro rows={rows} columns={columns} rowHeight={36} />
      </Box>
    </Box>
  );
}
