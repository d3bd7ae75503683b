import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average monthly temperature (°C) in two cities.
export default function SimpleLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        { label: 'Oslo', data: [-4, -4, 0, 5, 11, 15, 17, 16, 11, 6, 1, -3] },
        { label: 'Lisbon', data: [11, 12, 14, 16, 18, 22, 24, 24, 22, 19, 15, 12] },
      ]}
    />
  );
}
