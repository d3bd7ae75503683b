import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, h) => h);
const solar = hours.map((h) =>
  h < 6 || h > 20 ? 0 : Math.round(4.2 * Math.sin(((h - 6) / 14) * Math.PI) * 10) / 10,
);

export default function AspectRatioChart() {
  return (
    // The parent has a size; the chart, without width or height, fills it.
    <Box sx={{ width: '100%', aspectRatio: '16 / 7', minHeight: 200 }}>
      <LineChart
        xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}h`, min: 0, max: 23 }]}
        yAxis={[{ label: 'kW' }]}
        series={[{ label: 'Solar output', data: solar, area: true, showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
