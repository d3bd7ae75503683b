import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Lyon', 'Porto', 'Graz', 'Ghent'];

// Two stacks side by side: bookings per city split by channel, next to cancellations split by reason.
export default function MixedBarChart() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: cities, scaleType: 'band' }]}
      series={[
        { label: 'Direct', stack: 'bookings', data: [320, 210, 150, 180] },
        { label: 'Agencies', stack: 'bookings', data: [180, 260, 90, 120] },
        { label: 'Changed plans', stack: 'cancellations', data: [42, 35, 18, 25] },
        { label: 'Weather', stack: 'cancellations', data: [12, 20, 30, 9] },
      ]}
    />
  );
}
