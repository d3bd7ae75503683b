import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Daily bike rentals for 120 days on a band axis of dates; ordinalTimeTicks picks month and week boundaries.
const start = new Date(2025, 3, 1).getTime();
const days = Array.from({ length: 120 }, (_, day) => new Date(start + day * 86_400_000));
const rentals = days.map((date, day) => Math.round(200 + day * 2 + (date.getDay() === 0 || date.getDay() === 6 ? 120 : 0) + ((day * 37) % 50)));

export default function OrdinalTimeTicks() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days, ordinalTimeTicks: ['months', 'weeks'] }]}
      series={[{ label: 'Rentals', data: rentals }]}
      hideLegend
    />
  );
}
