import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// One reading per day over five weeks, as real Date objects.
const start = new Date(2025, 2, 3);
const dates = Array.from(
  { length: 35 },
  (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i),
);
const downloads = dates.map((_, i) => 1200 + i * 35 + ((i * 37) % 11) * 40 - (i % 7 >= 5 ? 500 : 0));

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

export default function TimeAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: dates,
          scaleType: 'time',
          // Short labels on ticks, a fuller date in the tooltip.
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? shortDate.format(date) : longDate.format(date),
        },
      ]}
      yAxis={[
        {
          min: 0,
          valueFormatter: (value: number) => `${(value / 1000).toFixed(1)}k`,
        },
      ]}
      series={[{ label: 'Downloads', data: downloads, showMark: false }]}
    />
  );
}
