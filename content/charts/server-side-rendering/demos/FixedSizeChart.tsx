import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// With width and height set, the chart can lay itself out on the server: no measuring needed.
export default function FixedSizeChart() {
  return (
    <BarChart
      width={520}
      height={280}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: ['2022', '2023', '2024', '2025'] }]}
      series={[{ label: 'Members', data: [1200, 1450, 1710, 2030] }]}
    />
  );
}
