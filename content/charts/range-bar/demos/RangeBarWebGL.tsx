import * as React from 'react';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';
import type { RangeBarValueType } from '@mui/x-charts-premium/models';

// A seeded generator, so the server and the browser get the same data.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = createRandom(2025);
// Ten years of daily low and high temperatures: 3,650 range bars.
const days = Array.from({ length: 3650 }, (_, index) => new Date(2015, 0, 1 + index));
const temperatures: RangeBarValueType[] = days.map((_, index) => {
  const season = 9 * Math.sin(((index - 100) / 365) * 2 * Math.PI);
  const low = Math.round((4 + season + (random() - 0.5) * 6) * 10) / 10;
  const high = Math.round((low + 5 + random() * 7) * 10) / 10;
  return [low, high];
});

export default function RangeBarWebGL() {
  return (
    <BarChartPremium
      renderer="webgl"
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', { month: 'short', year: 'numeric' }),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[{ type: 'rangeBar', data: temperatures, label: 'Daily range', color: '#5c6bc0' }]}
      hideLegend
    />
  );
}
