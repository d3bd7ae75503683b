import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2022', '2023', '2024', '2025'];

// Two stacks per year: planned budget and actual spend, each split by department (k€).
export default function GroupedAndStacked() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: years }]}
      series={[
        { label: 'Planned: R&D', data: [300, 320, 350, 380], stack: 'planned' },
        { label: 'Planned: Marketing', data: [150, 160, 170, 170], stack: 'planned' },
        { label: 'Actual: R&D', data: [280, 345, 360, 372], stack: 'actual' },
        { label: 'Actual: Marketing', data: [162, 150, 190, 165], stack: 'actual' },
      ]}
    />
  );
}
