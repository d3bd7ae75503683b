import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Revenue of two product lines per quarter, in thousands of euros.
export default function SimpleBarChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: quarters, scaleType: 'band' }]}
      yAxis={[{ label: 'Revenue (k€)', width: 60 }]}
      series={[
        { label: 'Hardware', data: [420, 510, 470, 690] },
        { label: 'Services', data: [310, 330, 380, 405] },
      ]}
    />
  );
}
