import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Hourly solar production (kW) over three days, on a time axis with one tick every 12 hours at most.
const start = new Date(2025, 5, 10).getTime();
const times = Array.from({ length: 72 }, (_, hour) => new Date(start + hour * 3_600_000));
const power = times.map((time) => {
  const hour = time.getHours();
  return hour < 6 || hour > 20 ? 0 : Math.round(Math.sin(((hour - 6) * Math.PI) / 14) * 42 * 10) / 10;
});

export default function TimeScale() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: times,
          scaleType: 'time',
          tickMinStep: 12 * 3_600_000,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' })
              : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
        },
      ]}
      series={[{ label: 'Solar power (kW)', data: power, showMark: false, area: true }]}
      hideLegend
    />
  );
}
