import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['9h', '11h', '13h', '15h', '17h'];
// Meeting-room bookings per weekday and hour.
const bookings: HeatmapValueType[] = days.flatMap((_, x) =>
  hours.map((__, y): HeatmapValueType => [x, y, (x * 3 + y * 5) % 11]),
);

export default function GalleryHeatmap() {
  return (
    <Heatmap
      height={200}
      xAxis={[{ data: days }]}
      yAxis={[{ data: hours }]}
      series={[{ data: bookings, label: 'Bookings' }]}
      hideLegend
    />
  );
}
