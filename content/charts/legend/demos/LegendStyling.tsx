import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const browsers = [
  { id: 0, value: 64.1, label: 'Chrome' },
  { id: 1, value: 18.6, label: 'Safari' },
  { id: 2, value: 5.4, label: 'Edge' },
  { id: 3, value: 3.1, label: 'Firefox' },
  { id: 4, value: 8.8, label: 'Other' },
];

export default function LegendStyling() {
  return (
    <PieChart
      height={260}
      series={[{ data: browsers, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]}
      sx={{
        [`& .${legendClasses.root}`]: { gap: 0.5 },
        [`& .${legendClasses.series}`]: {
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'action.hover',
        },
        [`& .${legendClasses.label}`]: { fontWeight: 600, fontSize: 13 },
      }}
    />
  );
}
