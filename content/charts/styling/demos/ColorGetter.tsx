import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cashFlow = [12.4, 8.1, -3.6, 5.2, -7.9, 14.3, 9.8, -1.2, 6.5, 11.0, -4.4, 18.7];

export default function ColorGetter() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Net cash flow (k€)' }]}
      series={[
        {
          label: 'Net cash flow',
          data: cashFlow,
          // The legend uses this colour; each bar gets the colour returned below.
          color: '#2e7d32',
          colorGetter: ({ value }) => (value !== null && value < 0 ? '#c62828' : '#2e7d32'),
          valueFormatter: (v) => (v === null ? '' : `${v > 0 ? '+' : ''}${v.toFixed(1)} k€`),
        },
      ]}
      hideLegend
    />
  );
}
