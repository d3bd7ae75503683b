import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['6–9', '9–12', '12–15', '15–18', '18–21', '21–24'];

// Each cell is [x index, y index, value]: support tickets per day and time slot.
const tickets: HeatmapValueType[] = days.flatMap((_, x) =>
  slots.map((__, y): HeatmapValueType => {
    const weekday = x < 5 ? 1 : 0.35;
    const peak = y === 1 || y === 2 ? 1.6 : 1;
    return [x, y, Math.round(20 * weekday * peak + ((x * 7 + y * 3) % 9))];
  }),
);

export default function BasicHeatmap() {
  return (
    <Heatmap
      height={320}
      xAxis={[{ data: days }]}
      yAxis={[{ data: slots, label: 'Time slot', width: 70 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 45, color: ['#e3f2fd', '#0d47a1'] } }]}
      series={[{ data: tickets, label: 'Tickets' }]}
    />
  );
}
