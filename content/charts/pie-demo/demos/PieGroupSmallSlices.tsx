import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Browser share of a website's visits (%); slices under 3% are merged into "Other".
const browsers = [
  { label: 'Chrome', value: 58.2 },
  { label: 'Safari', value: 19.6 },
  { label: 'Edge', value: 8.4 },
  { label: 'Firefox', value: 6.1 },
  { label: 'Samsung Internet', value: 3.3 },
  { label: 'Opera', value: 2.2 },
  { label: 'Brave', value: 1.1 },
  { label: 'Vivaldi', value: 0.6 },
  { label: 'Others', value: 0.5 },
];

function groupSmall(data: typeof browsers, threshold: number) {
  const kept = data.filter((item) => item.value >= threshold);
  const small = data.filter((item) => item.value < threshold);
  const other = small.reduce((sum, item) => sum + item.value, 0);
  return [
    ...kept.map((item) => ({ id: item.label, ...item })),
    { id: 'other', label: `Other (${small.length})`, value: Math.round(other * 10) / 10, color: '#9e9e9e' },
  ];
}

export default function PieGroupSmallSlices() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: groupSmall(browsers, 3),
          innerRadius: 50,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
