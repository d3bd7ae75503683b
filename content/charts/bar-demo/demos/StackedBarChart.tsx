import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Energy mix of a small grid (GWh): series sharing a `stack` id pile up into one bar per month.
export default function StackedBarChart() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: months, scaleType: 'band' }]}
      series={[
        { label: 'Solar', stack: 'mix', data: [12, 18, 27, 35, 42, 47] },
        { label: 'Wind', stack: 'mix', data: [44, 39, 41, 33, 29, 24] },
        { label: 'Hydro', stack: 'mix', data: [21, 22, 26, 29, 27, 23] },
        { label: 'Gas', stack: 'mix', data: [38, 33, 24, 17, 14, 12] },
      ]}
    />
  );
}
