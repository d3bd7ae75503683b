import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// A year of commits per weekday and week: zoom the week axis to read single cells.
const commits: HeatmapValueType[] = weeks.flatMap((_, x) =>
  weekdays.map((__, y): HeatmapValueType => [
    x,
    y,
    Math.max(0, Math.round((y < 5 ? 9 : 2) + 4 * Math.sin(x / 4) + ((x * 7 + y * 5) % 6) - 3)),
  ]),
);

export default function ZoomHeatmap() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ id: 'weeks', data: weeks, zoom: true }]}
      yAxis={[{ data: weekdays, width: 45 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 16, color: ['#ebedf0', '#216e39'] } }]}
      series={[{ data: commits, label: 'Commits' }]}
      hideLegend
    />
  );
}
