import * as React from 'react';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

const budget = [
  { label: 'Rent', value: 1350 },
  { label: 'Food', value: 620 },
  { label: 'Transport', value: 240 },
  { label: 'Savings', value: 500 },
  { label: 'Leisure', value: 290 },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function PieArcLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: budget,
          // Percentages are computed from the raw values; small slices get no label.
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 20,
          arcLabelRadius: '60%',
          valueFormatter: (item) => `$${item.value}`,
        },
      ]}
      sx={{ [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
