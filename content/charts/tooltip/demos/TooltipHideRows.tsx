import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'];
// Most products sell only some weeks; empty rows would make the tooltip long.
const products = [
  { label: 'Tents', data: [12, 0, 7, 0, 15] },
  { label: 'Sleeping bags', data: [0, 9, 14, 0, 8] },
  { label: 'Stoves', data: [5, 6, 0, 3, 0] },
  { label: 'Lanterns', data: [0, 0, 4, 11, 2] },
];

export default function TooltipHideRows() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={products.map((product) => ({
        ...product,
        stack: 'sales',
        // Returning null removes this series from the tooltip for that week.
        valueFormatter: (value: number | null) => (value ? `${value} sold` : null),
      }))}
    />
  );
}
