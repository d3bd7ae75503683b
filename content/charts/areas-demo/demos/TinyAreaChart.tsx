import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Disk usage (GB) sampled every 6 hours over a week, for a server status card.
const usage = [
  212, 214, 219, 221, 226, 228, 231, 236, 238, 240, 246, 249, 251, 255, 258, 262, 265, 270, 272, 276, 281,
  283, 288, 291, 295, 298, 301, 306,
];

export default function TinyAreaChart() {
  return (
    <LineChart
      width={240}
      height={90}
      margin={2}
      xAxis={[{ data: usage.map((_, index) => index * 6), position: 'none' }]}
      yAxis={[{ position: 'none', min: 200 }]}
      series={[
        {
          data: usage,
          area: true,
          showMark: false,
          color: '#ef6c00',
          valueFormatter: (value) => `${value} GB`,
        },
      ]}
      hideLegend
    />
  );
}
