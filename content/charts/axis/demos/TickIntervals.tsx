import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// One reading every 10 minutes over a working day.
const times = Array.from({ length: 55 }, (_, i) => new Date(2025, 4, 12, 8, i * 10));
const fullHours = Array.from({ length: 10 }, (_, i) => new Date(2025, 4, 12, 8 + i));
const co2 = times.map((_, i) => Math.round(450 + 380 * Math.sin((i / 54) * Math.PI) + (i % 6) * 8));

export default function TickIntervals() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: times,
          scaleType: 'time',
          // Tick exactly on each full hour, whatever the chart width.
          tickInterval: fullHours,
          valueFormatter: (value: Date, context) =>
            context.location === 'tick'
              ? `${value.getHours()}:00`
              : value.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
          tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 11 },
          height: 45,
        },
      ]}
      yAxis={[{ label: 'CO₂ (ppm)', tickNumber: 4 }]}
      series={[{ label: 'Meeting room CO₂', data: co2, showMark: false }]}
      hideLegend
    />
  );
}
