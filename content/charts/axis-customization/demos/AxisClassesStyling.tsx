import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Bugs closed per week by a product team.
const closed = [31, 27, 36, 42, 38, 45, 40, 49];

export default function AxisClassesStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks, label: 'Sprint week' }]}
      yAxis={[{ width: 40, disableLine: true, disableTicks: true }]}
      series={[{ label: 'Bugs closed', data: closed, color: '#5e35b1' }]}
      grid={{ horizontal: true }}
      hideLegend
      sx={(theme) => ({
        // Every y-axis: muted tick labels.
        [`& .${axisClasses.directionY} .${axisClasses.tickLabel}`]: {
          fill: (theme.vars || theme).palette.text.secondary,
        },
        // The bottom axis: a heavier baseline and ticks in the series colour.
        [`& .${axisClasses.bottom} .${axisClasses.line}`]: {
          stroke: '#5e35b1',
          strokeWidth: 2,
        },
        [`& .${axisClasses.bottom} .${axisClasses.tick}`]: { stroke: '#5e35b1' },
        // Axis titles: capitals in the secondary colour.
        [`& .${axisClasses.root} .${axisClasses.label}`]: {
          fill: (theme.vars || theme).palette.text.secondary,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
        },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
      })}
    />
  );
}
