import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// 90 days of a generated exchange rate, on a time axis.
const start = new Date(2025, 0, 1).getTime();
const dates = Array.from({ length: 90 }, (_, day) => new Date(start + day * 86_400_000));
const rate = dates.map((_, day) => Number((1.08 + 0.03 * Math.sin(day / 11) + day * 0.0004).toFixed(4)));

export default function LineTimeSeries() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: dates,
          scaleType: 'time',
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleDateString('en-GB', { month: 'short', day: 'numeric' })
              : date.toLocaleDateString('en-GB', { dateStyle: 'full' }),
        },
      ]}
      yAxis={[{ min: 1.0, max: 1.2, valueFormatter: (value: number) => value.toFixed(2) }]}
      series={[{ label: 'EUR → USD', data: rate, showMark: false, curve: 'linear' }]}
    />
  );
}
