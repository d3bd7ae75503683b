import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

type ReferenceAreaProps = {
  /** Left and right ends in x-axis values; a missing end extends to the edge of the drawing area. */
  x1?: Date;
  x2?: Date;
  /** Bottom and top ends in y-axis values; a missing end extends to the edge of the drawing area. */
  y1?: number;
  y2?: number;
  label?: string;
  color: string;
};

// A rectangle between data values, clamped to the drawing area.
function ReferenceArea({ x1, x2, y1, y2, label, color }: ReferenceAreaProps) {
  const xScale = useXScale<'time'>();
  const yScale = useYScale<'linear'>();
  const { left, top, width, height } = useDrawingArea();
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

  const xStart = x1 === undefined ? left : clamp(xScale(x1), left, left + width);
  const xEnd = x2 === undefined ? left + width : clamp(xScale(x2), left, left + width);
  const yTop = y2 === undefined ? top : clamp(yScale(y2), top, top + height);
  const yBottom = y1 === undefined ? top + height : clamp(yScale(y1), top, top + height);
  if (xEnd <= xStart || yBottom <= yTop) {
    return null;
  }
  return (
    <g pointerEvents="none">
      <rect
        x={xStart}
        y={yTop}
        width={xEnd - xStart}
        height={yBottom - yTop}
        fill={color}
        fillOpacity={0.15}
      />
      {label && (
        <text x={xStart + 4} y={yTop + 4} dominantBaseline="hanging" fontSize={11} fill={color}>
          {label}
        </text>
      )}
    </g>
  );
}

// Living-room temperature every hour over three days.
const hours = Array.from({ length: 73 }, (_, index) => new Date(2025, 0, 13, index));
const temperature = hours.map((date, index) => {
  const hour = date.getHours();
  const heating = hour >= 6 && hour < 22 ? 1.8 : -1.2;
  return Math.round((19.6 + heating + 0.6 * Math.sin(index / 3)) * 10) / 10;
});
// From the night before the data starts to the night after it ends.
const nights = [-1, 0, 1, 2].map((day) => ({
  from: new Date(2025, 0, 13 + day, 22),
  to: new Date(2025, 0, 14 + day, 6),
}));

const dayAndHour = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric' });

export default function ReferenceAreaShading() {
  const theme = useTheme();
  const nightColor = theme.palette.mode === 'dark' ? '#9fa8da' : '#3949ab';

  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'time', data: hours, valueFormatter: (date: Date) => dayAndHour.format(date) }]}
      yAxis={[{ min: 16, max: 23, valueFormatter: (value: number) => `${value}°`, width: 40 }]}
      series={[{ type: 'line', label: 'Temperature (°C)', data: temperature, showMark: false }]}
    >
      {/* Drawn before the line, so the line stays on top. */}
      <ReferenceArea y1={19} y2={21} label="Comfort range" color="#2e7d32" />
      {nights.map((night) => (
        <ReferenceArea key={night.from.getTime()} x1={night.from} x2={night.to} color={nightColor} />
      ))}
      <LinePlot />
      <ChartsAxisHighlight x="line" />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}
