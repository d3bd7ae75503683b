import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// Monthly cash flow (k€): money in is positive, money out is negative.
export default function DivergingBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { label: 'Sales', data: [42, 38, 51, 47, 55, 60, 44, 39], stack: 'cash' },
        { label: 'Subsidies', data: [5, 0, 0, 12, 0, 0, 8, 0], stack: 'cash' },
        { label: 'Salaries', data: [-30, -30, -31, -31, -33, -33, -33, -34], stack: 'cash' },
        { label: 'Rent', data: [-8, -8, -8, -8, -8, -8, -8, -8], stack: 'cash' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
