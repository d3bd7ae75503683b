import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const services = ['API', 'Auth', 'Search', 'Billing'];
const hours = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);

// Error rate (per mille) of each service over a day.
const errors: HeatmapValueType[] = services.flatMap((_, y) =>
  hours.map((__, x): HeatmapValueType => [x, y, (x * 5 + y * 11 + x * y) % 13]),
);

const bandNames = ['Fine', 'Degraded', 'Failing'];
const bandLabel = ({ index }: { index: number }) => bandNames[index];

export default function PiecewiseHeatmap() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: services, width: 70 }]}
      // Three bands instead of a gradient: fine, degraded, failing.
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [4, 9],
            colors: ['#c8e6c9', '#ffe082', '#ef9a9a'],
          },
        },
      ]}
      series={[
        {
          data: errors,
          label: 'Errors (‰)',
          valueFormatter: (value) => (value === null ? null : `${value} ‰`),
        },
      ]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{ legend: { labelPosition: 'inline-end', labelFormatter: bandLabel } }}
    />
  );
}
