import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const tickets = [
  { id: 'bug', value: 184, label: 'Bug reports' },
  { id: 'question', value: 312, label: 'Questions' },
  { id: 'feature', value: 97, label: 'Feature requests' },
  { id: 'billing', value: 58, label: 'Billing' },
];
const total = tickets.reduce((sum, item) => sum + item.value, 0);

export default function PieTooltipFormat() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: tickets,
          innerRadius: 40,
          // The formatter receives the whole item, so it can add the share of the total.
          valueFormatter: (item) => `${item.value} tickets (${((item.value / total) * 100).toFixed(1)}%)`,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 20,
        },
      ]}
    />
  );
}
