import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

// The total of every stack, written above it: useBarSeries() with no argument returns all bar series.
function TotalLabels() {
  const series = useBarSeries().filter((item) => !item.hidden);
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  return (
    <g>
      {weeks.map((week, index) => {
        const total = series.reduce((sum, item) => sum + (item.data[index] ?? 0), 0);
        const x = (xScale(week) ?? 0) + xScale.bandwidth() / 2;
        return (
          <text
            key={week}
            x={x}
            y={yScale(total) - 6}
            textAnchor="middle"
            fontSize={12}
            fill={theme.palette.text.primary}
          >
            {total}
          </text>
        );
      })}
    </g>
  );
}

// Hours logged per week by three teams of a generated agency.
const hours = (base: number, swing: number) =>
  weeks.map((_, index) => Math.round(base + swing * Math.cos(index * 0.8 + base)));

export default function StackTotals() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ max: 260 }]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      series={[
        { id: 'design', label: 'Design', data: hours(60, 15), stack: 'hours' },
        { id: 'build', label: 'Build', data: hours(95, 25), stack: 'hours' },
        { id: 'support', label: 'Support', data: hours(30, 10), stack: 'hours' },
      ]}
    >
      <TotalLabels />
    </BarChart>
  );
}
