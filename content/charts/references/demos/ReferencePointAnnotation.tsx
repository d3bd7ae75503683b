import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Day-ahead electricity price (€/MWh) for each hour of a winter day.
const price = [
  82, 76, 71, 68, 70, 79, 98, 121, 128, 112, 96, 88, 84, 83, 87, 99, 118, 141, 156, 149, 127, 108, 95, 88,
];

type PointAnnotationProps = { x: number; y: number; label: string; color: string; below?: boolean };

// A ring around one data point with a short label, placed from data values through the axis scales.
function PointAnnotation({ x, y, label, color, below = false }: PointAnnotationProps) {
  const theme = useTheme();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const cx = xScale(x);
  if (cx === undefined) {
    return null;
  }
  const cy = yScale(y);
  // Keep the label inside the drawing area near the left and right edges.
  const anchor = cx < left + 40 ? 'start' : cx > left + width - 40 ? 'end' : 'middle';
  return (
    <g pointerEvents="none">
      <circle cx={cx} cy={cy} r={7} fill="none" stroke={color} strokeWidth={2} />
      <text
        x={cx}
        y={below ? cy + 12 : cy - 12}
        textAnchor={anchor}
        dominantBaseline={below ? 'hanging' : 'auto'}
        fontSize={12}
        fontWeight={600}
        fill={color}
        stroke={(theme.vars || theme).palette.background.paper}
        strokeWidth={3}
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}

const peakHour = price.indexOf(Math.max(...price));
const lowHour = price.indexOf(Math.min(...price));

export default function ReferencePointAnnotation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ min: 40, max: 180, width: 40 }]}
      series={[{ label: 'Price (€/MWh)', data: price, showMark: false }]}
      hideLegend
    >
      <PointAnnotation x={peakHour} y={price[peakHour]} label={`Peak ${price[peakHour]} €`} color="#c62828" />
      <PointAnnotation
        x={lowHour}
        y={price[lowHour]}
        label={`Low ${price[lowHour]} €`}
        color="#2e7d32"
        below
      />
    </LineChart>
  );
}
