import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const stores = ['Downtown', 'Airport', 'Mall', 'Station', 'Harbour'];

// Two measures with different units: revenue on the left axis, average basket on the right one.
export default function BiaxialBarChart() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: stores, scaleType: 'band' }]}
      yAxis={[
        { id: 'revenue', label: 'Revenue (k$)', width: 60 },
        { id: 'basket', label: 'Average basket ($)', position: 'right', width: 60 },
      ]}
      series={[
        { label: 'Revenue', yAxisId: 'revenue', data: [820, 1340, 960, 610, 450] },
        { label: 'Average basket', yAxisId: 'basket', data: [23, 41, 35, 12, 28] },
      ]}
    />
  );
}
