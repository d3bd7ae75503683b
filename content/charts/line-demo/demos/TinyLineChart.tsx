import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Response time (ms) of an API over the last 24 hours, as a card-sized chart.
const latency = [
  120, 118, 125, 131, 128, 140, 162, 190, 210, 205, 198, 176, 170, 168, 172, 181, 195, 220, 240, 215, 180,
  150, 132, 124,
];

export default function TinyLineChart() {
  return (
    <LineChart
      width={240}
      height={90}
      margin={4}
      xAxis={[{ data: latency.map((_, hour) => `${hour}:00`), scaleType: 'point', position: 'none' }]}
      yAxis={[{ position: 'none' }]}
      series={[{ data: latency, showMark: false, color: '#00897b' }]}
      hideLegend
    />
  );
}
