import * as React from 'react';
import { RadialBarChart } from '@mui/x-charts-premium/RadialBarChart';

// Today's progress towards four daily goals.
const goals = [
  { goal: 'Steps', done: 7400, target: 10000, color: '#e91e63' },
  { goal: 'Active minutes', done: 38, target: 45, color: '#43a047' },
  { goal: 'Water', done: 1.3, target: 2, color: '#039be5' },
  { goal: 'Sleep', done: 6.8, target: 8, color: '#5e35b1' },
];
const percent = goals.map(({ done, target }) => Math.round((done / target) * 100));

export default function RadialBarProgressRings() {
  return (
    <RadialBarChart
      height={320}
      series={[
        {
          data: percent,
          // Rings: the bars grow along the rotation axis.
          layout: 'horizontal',
          label: 'Progress',
          valueFormatter: (value, { dataIndex }) => {
            const { done, target } = goals[dataIndex];
            return `${value}% (${done} of ${target})`;
          },
        },
      ]}
      radiusAxis={[
        {
          scaleType: 'band',
          data: goals.map(({ goal }) => goal),
          minRadius: '30%',
          categoryGapRatio: 0.35,
          // One colour per ring, read from the band axis.
          colorMap: {
            type: 'ordinal',
            values: goals.map(({ goal }) => goal),
            colors: goals.map(({ color }) => color),
          },
          disableLine: true,
          disableTicks: true,
          tickLabelPosition: 'before',
        },
      ]}
      rotationAxis={[{ min: 0, max: 100, position: 'none' }]}
      axisHighlight={{ radius: 'none' }}
      slotProps={{ tooltip: { trigger: 'item' } }}
      hideLegend
    />
  );
}
