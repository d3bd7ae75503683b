import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// CPU utilisation sampled every hour for two days, with a busy afternoon each day.
const hours = Array.from({ length: 49 }, (_, index) => new Date(2025, 5, 2, index));
const cpu = hours.map((date, index) => {
  const hour = date.getHours();
  const busy = hour >= 13 && hour <= 18 ? 30 : 0;
  return Math.min(100, Math.round(38 + busy + 12 * Math.sin(index / 2.5) + ((index * 17) % 9)));
});

const timeLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric' });

export default function ThresholdTicks() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: hours,
          // A filter function: keep a tick every six hours.
          tickInterval: (date: Date) => date.getHours() % 6 === 0,
          // Label only the ticks at midnight and noon.
          tickLabelInterval: (date: Date) => date.getHours() % 12 === 0,
          valueFormatter: (date: Date) => timeLabel.format(date),
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 100,
          // An array: a tick (and a grid line) exactly at each threshold.
          tickInterval: [0, 70, 90, 100],
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[{ label: 'CPU', data: cpu, showMark: false, valueFormatter: (value) => `${value}%` }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
