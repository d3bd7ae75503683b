import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Commits per day over 20 weeks, in the shape of a contribution calendar.
const weeks = Array.from({ length: 20 }, (_, index) => `W${index + 1}`);
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const commits: HeatmapValueType[] = weeks.flatMap((_, week) =>
  weekdays.map((__, day): HeatmapValueType => {
    const base = day < 5 ? 6 : 1;
    return [week, day, Math.max(0, base + ((week * 7 + day * 5) % 9) - 3)];
  }),
);

export default function HeatmapCalendar() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: weeks, tickLabelInterval: (_, index) => index % 4 === 0 }]}
      yAxis={[{ data: weekdays, reverse: true }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [1, 4, 7, 10],
            colors: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'],
          },
        },
      ]}
      series={[{ data: commits, label: 'Commits', valueFormatter: (value) => `${value ?? 0} commits` }]}
      hideLegend
    />
  );
}
