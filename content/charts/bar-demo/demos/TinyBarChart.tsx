import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Daily sign-ups for the last two weeks, small enough for a dashboard card.
const signups = [34, 41, 29, 52, 48, 17, 12, 38, 45, 50, 61, 57, 21, 15];

export default function TinyBarChart() {
  return (
    <BarChart
      width={220}
      height={80}
      margin={0}
      series={[{ data: signups, color: '#5e35b1' }]}
      xAxis={[{ data: signups.map((_, day) => `Day ${day + 1}`), scaleType: 'band', position: 'none' }]}
      yAxis={[{ position: 'none' }]}
      hideLegend
    />
  );
}
