import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = ['Reykjavik', 'Berlin', 'Madrid', 'Cairo'];
const base = [1, 10, 15, 22];

const COLD = [33, 102, 172];
const MILD = [247, 247, 247];
const HOT = [178, 24, 43];

// Blue at the bottom of the scale, white in the middle, red at the top (t goes from 0 to 1).
function diverging(t: number) {
  const [from, to, share] = t < 0.5 ? [COLD, MILD, t * 2] : [MILD, HOT, t * 2 - 1];
  const channel = (index: number) => Math.round(from[index] + (to[index] - from[index]) * share);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

// Average temperature (°C) by month: the continuous colour legend shows the scale.
const temperatures: HeatmapValueType[] = months.flatMap((_, x) =>
  cities.map((__, y): HeatmapValueType => [
    x,
    y,
    Math.round(base[y] - 9 * Math.cos(((x + 0.5) / 12) * 2 * Math.PI)),
  ]),
);

export default function HeatmapWithLegend() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 80 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: -10, max: 35, color: diverging } }]}
      series={[{ data: temperatures, label: 'Temperature (°C)' }]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
    />
  );
}
