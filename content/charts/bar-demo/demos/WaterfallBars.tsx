import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// From revenue to net profit (M€): each step floats on an invisible bar that holds the running total.
const steps = [
  { label: 'Revenue', change: 480 },
  { label: 'Cost of sales', change: -210 },
  { label: 'Salaries', change: -120 },
  { label: 'Marketing', change: -45 },
  { label: 'Other income', change: 18 },
  { label: 'Tax', change: -31 },
];

let running = 0;
const rows = steps.map((step) => {
  const start = running;
  running += step.change;
  return {
    label: step.label,
    base: Math.min(start, running),
    rise: Math.max(step.change, 0),
    fall: Math.max(-step.change, 0),
  };
});
rows.push({ label: 'Net profit', base: 0, rise: running, fall: 0 });

const millions = (value: number | null) => (value ? `${value} M€` : null);

export default function WaterfallBars() {
  return (
    <BarChart
      height={340}
      xAxis={[{ data: rows.map((row) => row.label), scaleType: 'band', tickLabelStyle: { fontSize: 11 } }]}
      series={[
        {
          id: 'base',
          stack: 'waterfall',
          data: rows.map((row) => row.base),
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          id: 'rise',
          label: 'Increase',
          stack: 'waterfall',
          data: rows.map((row) => row.rise),
          color: '#2e7d32',
          valueFormatter: millions,
        },
        {
          id: 'fall',
          label: 'Decrease',
          stack: 'waterfall',
          data: rows.map((row) => row.fall),
          color: '#c62828',
          valueFormatter: millions,
        },
      ]}
    />
  );
}
