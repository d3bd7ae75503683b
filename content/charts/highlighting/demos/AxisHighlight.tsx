import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const visits = [3200, 2900, 3500, 4100, 4700, 5200];

// The same data with a band highlight on the x-axis (bars) and crosshair lines on both axes (line).
export default function AxisHighlight() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ label: 'Visits', data: visits }]}
        axisHighlight={{ x: 'band' }}
        hideLegend
      />
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[{ label: 'Visits', data: visits }]}
        axisHighlight={{ x: 'line', y: 'line' }}
        hideLegend
      />
    </Stack>
  );
}
