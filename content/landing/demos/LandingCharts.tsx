import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LandingCharts() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: quarters, scaleType: 'band' }]}
      series={[
        { label: 'Web', data: [42, 55, 61, 74], stack: 'total' },
        { label: 'Mobile', data: [18, 26, 33, 41], stack: 'total' },
        { label: 'Partners', data: [9, 12, 15, 22], stack: 'total' },
      ]}
    />
  );
}
