import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// A responsive chart: the width is measured in the browser, so the box reserves the height to avoid a layout shift.
const weeks = Array.from({ length: 12 }, (_, index) => index + 1);
export default function ReservedHeight() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <LineChart
        xAxis={[{ data: weeks, label: 'Week' }]}
        series={[{ label: 'Downloads (k)', data: [12, 14, 13, 17, 19, 18, 22, 25, 24, 28, 31, 30], showMark: false }]}
      />
    </Box>
  );
}
