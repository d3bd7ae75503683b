import * as React from 'react';
import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

// 60 trading days of a share price, built from a fixed pattern.
const days = Array.from({ length: 60 }, (_, i) => i + 1);
const price = days.map((d) =>
  Number((48 + d * 0.18 + 3.5 * Math.sin(d / 4) + 1.2 * Math.cos(d / 1.7)).toFixed(2)),
);

const Summary = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  fontSize: 14,
  textAnchor: 'start',
}));

function PriceChange() {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const { left, top } = useDrawingArea();
  if (!brush) {
    return null;
  }
  // invert() turns the pixel positions back into day numbers.
  const [from, to] = [brush.start.x, brush.current.x]
    .map((px) => Math.round(xScale.invert(px)))
    .map((day) => Math.min(60, Math.max(1, day)))
    .sort((a, b) => a - b);
  const start = price[from - 1];
  const end = price[to - 1];
  const change = ((end - start) / start) * 100;
  return (
    <Summary x={left + 8} y={top + 16}>
      {`Day ${from} → ${to}: ${change >= 0 ? '+' : ''}${change.toFixed(1)}%`}
    </Summary>
  );
}

export default function BrushLineChange() {
  return (
    <LineChart
      height={300}
      // Keep the tooltip while dragging, to read the exact prices at the edges.
      brushConfig={{ enabled: true, preventTooltip: false }}
      xAxis={[{ data: days, label: 'Trading day', min: 1, max: 60 }]}
      yAxis={[{ label: 'Price (€)' }]}
      series={[{ label: 'Share price', data: price, showMark: false }]}
      hideLegend
    >
      <ChartsBrushOverlay />
      <PriceChange />
    </LineChart>
  );
}
