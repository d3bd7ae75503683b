import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

// A shaded band between two y values, drawn behind nothing but above the grid: the healthy range.
function YBand({ from, to, label }: { from: number; to: number; label: string }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const top = yScale(to);
  const bottom = yScale(from);
  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill={theme.palette.success.main} fillOpacity={0.12} />
      <text x={left + width - 6} y={top + 14} textAnchor="end" fontSize={12} fill={theme.palette.success.dark}>
        {label}
      </text>
    </g>
  );
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Blood glucose (mmol/L) over a day, with the target range 4–7.8.
const glucose = hours.map((hour) => Math.round((5.5 + (hour % 6 === 1 ? 3 : 0) + Math.sin(hour / 3)) * 10) / 10);

export default function TargetBand() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ min: 2, max: 11 }]}
      series={[{ label: 'Glucose', data: glucose, showMark: false }]}
      hideLegend
    >
      <YBand from={4} to={7.8} label="Target range" />
    </LineChart>
  );
}
