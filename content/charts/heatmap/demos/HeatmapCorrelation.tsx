import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// A correlation matrix between generated housing variables, from −1 to 1, on a diverging colour scale.
const variables = ['Price', 'Surface', 'Rooms', 'Age', 'Distance'];
const matrix = [
  [1, 0.82, 0.64, -0.31, -0.58],
  [0.82, 1, 0.77, -0.12, -0.24],
  [0.64, 0.77, 1, -0.05, -0.18],
  [-0.31, -0.12, -0.05, 1, 0.22],
  [-0.58, -0.24, -0.18, 0.22, 1],
];
const cells: HeatmapValueType[] = matrix.flatMap((row, x) =>
  row.map((value, y): HeatmapValueType => [x, y, value]),
);

export default function HeatmapCorrelation() {
  return (
    <Heatmap
      height={340}
      xAxis={[{ data: variables }]}
      yAxis={[{ data: variables, width: 70 }]}
      zAxis={[
        { min: -1, max: 1, colorMap: { type: 'continuous', min: -1, max: 1, color: ['#b2182b', '#2166ac'] } },
      ]}
      series={[{ data: cells, valueFormatter: (value) => value?.toFixed(2) ?? null }]}
    />
  );
}
