import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'Coast', 'Valley', 'Hills', 'Capital', 'Islands', 'Plains'];
// Unemployment rate (%) per region, coloured on a continuous scale from 3 % to 12 %.
const rate = [4.1, 7.8, 5.6, 9.4, 3.6, 11.2, 6.7];

export default function ContinuousBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: regions }]}
      yAxis={[
        {
          min: 0,
          colorMap: { type: 'continuous', min: 3, max: 12, color: ['#fff3e0', '#bf360c'] },
          valueFormatter: (value: number) => `${value} %`,
        },
      ]}
      series={[{ label: 'Unemployment', data: rate }]}
      hideLegend
    />
  );
}
