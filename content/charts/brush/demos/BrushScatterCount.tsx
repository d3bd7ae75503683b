import * as React from 'react';
import { styled } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// 150 generated customers: age against yearly spend (€); the brush counts the customers inside the rectangle.
const customers = Array.from({ length: 150 }, (_, id) => {
  const age = 18 + ((id * 37) % 60);
  return { id, x: age, y: Math.round(300 + age * 18 + ((id * 97) % 600)) };
});

const Label = styled('text')(({ theme }) => ({ fill: theme.palette.text.primary, fontSize: 14 }));

function SelectionCount() {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const { left, top } = useDrawingArea();
  if (!brush) return null;
  const [x0, x1] = [brush.start.x, brush.current.x].map((px) => xScale.invert(px)).sort((a, b) => a - b);
  const [y0, y1] = [brush.start.y, brush.current.y].map((px) => yScale.invert(px)).sort((a, b) => a - b);
  const count = customers.filter((c) => c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1).length;
  return (
    <Label x={left + 8} y={top + 16}>
      {count} customers selected
    </Label>
  );
}

export default function BrushScatterCount() {
  return (
    <ScatterChart
      height={320}
      brushConfig={{ enabled: true }}
      xAxis={[{ label: 'Age' }]}
      yAxis={[{ label: 'Yearly spend (€)', width: 60 }]}
      series={[{ label: 'Customers', data: customers, markerSize: 3 }]}
      hideLegend
    >
      <ChartsBrushOverlay />
      <SelectionCount />
    </ScatterChart>
  );
}
