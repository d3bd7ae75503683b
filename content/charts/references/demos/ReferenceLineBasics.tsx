import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// A month of daily step counts; a fitness plan started on the 12th.
const days = Array.from({ length: 30 }, (_, index) => new Date(2025, 8, 1 + index));
const steps = days.map((day, index) => {
  const plan = index >= 11 ? 3200 : 0;
  const weekend = day.getDay() === 0 || day.getDay() === 6;
  return Math.round(6400 + plan + (weekend ? -1500 : 0) + ((index * 733) % 1800));
});
const planStart = new Date(2025, 8, 12);

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function ReferenceLineBasics() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'time', data: days, valueFormatter: (date: Date) => shortDate.format(date) }]}
      yAxis={[{ min: 0, max: 14000, width: 50 }]}
      series={[{ label: 'Steps', data: steps, showMark: false, area: true }]}
      hideLegend
    >
      {/* y: a horizontal line at a value of the y-axis. */}
      <ChartsReferenceLine y={10000} label="Daily goal" labelAlign="end" />
      {/* x: a vertical line at a value of the x-axis, here a Date on a time axis. */}
      <ChartsReferenceLine x={planStart} label="Plan starts" labelAlign="start" />
    </LineChart>
  );
}
