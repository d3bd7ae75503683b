import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 'chrome', label: 'Chrome', value: 64.1 },
  { id: 'safari', label: 'Safari', value: 18.9 },
  { id: 'edge', label: 'Edge', value: 5.3 },
  { id: 'firefox', label: 'Firefox', value: 2.8 },
  { id: 'other', label: 'Other', value: 8.9 },
];

export default function DonutChart() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: browsers,
          innerRadius: 70,
          outerRadius: 120,
          paddingAngle: 2,
          cornerRadius: 4,
          valueFormatter: (item) => `${item.value}%`,
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { innerRadius: 60, additionalRadius: -10, color: 'gray' },
        },
      ]}
    />
  );
}
