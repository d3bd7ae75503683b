import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Daily sign-ups over 60 days on a time axis, with vertical lines for two marketing events.
const start = new Date(2025, 2, 1).getTime();
const dates = Array.from({ length: 60 }, (_, day) => new Date(start + day * 86_400_000));
const signups = dates.map((_, day) => Math.round(80 + day * 0.8 + (day >= 20 && day < 27 ? 60 - (day - 20) * 8 : 0) + ((day * 17) % 13)));
const launch = new Date(2025, 2, 21);
const sale = new Date(2025, 3, 15);

export default function EventMarkers() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: dates, scaleType: 'time', valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }) }]}
      series={[{ label: 'Sign-ups', data: signups, showMark: false }]}
      hideLegend
    >
      <ChartsReferenceLine x={launch} label="Launch" labelAlign="start" lineStyle={{ stroke: '#7b1fa2' }} />
      <ChartsReferenceLine x={sale} label="Spring sale" labelAlign="start" lineStyle={{ stroke: '#ef6c00' }} />
    </LineChart>
  );
}
