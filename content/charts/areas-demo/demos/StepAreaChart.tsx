import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 12 }, (_, index) => `Day ${index + 1}`);
// Seats sold for a concert: the total changes only when a batch of tickets is released.
const sold = [200, 200, 450, 450, 450, 900, 900, 1150, 1150, 1150, 1400, 1500];

export default function StepAreaChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, scaleType: 'point' }]}
      yAxis={[{ max: 1600 }]}
      series={[{ label: 'Seats sold', data: sold, area: true, curve: 'stepAfter', showMark: false }]}
      hideLegend
    />
  );
}
