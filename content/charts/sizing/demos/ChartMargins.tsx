import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// A compact card chart: no y-axis, small margins, the line uses almost the full size.
export default function ChartMargins() {
  return (
    <LineChart
      height={160}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      xAxis={[{ data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], scaleType: 'point' }]}
      yAxis={[{ position: 'none' }]}
      series={[{ label: 'Steps (k)', data: [7.2, 9.8, 6.1, 11.4, 8.3, 14.9, 12.2], area: true }]}
      hideLegend
    />
  );
}
