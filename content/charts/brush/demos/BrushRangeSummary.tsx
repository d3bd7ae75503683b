import * as React from 'react';
import { styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly bookings of a holiday rental; selecting months with the brush prints their total.
const bookings = [4, 5, 9, 14, 18, 24, 30, 31, 20, 12, 6, 8];

const Summary = styled('text')(({ theme }) => ({ fill: theme.palette.text.primary, fontSize: 14, textAnchor: 'end' }));

function SelectionTotal() {
  const brush = useBrush();
  const xScale = useXScale<'band'>();
  const { left, width, top } = useDrawingArea();
  if (!brush) return null;
  const [from, to] = [brush.start.x, brush.current.x].sort((a, b) => a - b);
  const picked = months.filter((month) => {
    const center = (xScale(month) ?? 0) + xScale.bandwidth() / 2;
    return center >= from && center <= to;
  });
  const total = picked.reduce((sum, month) => sum + bookings[months.indexOf(month)], 0);
  return (
    <Summary x={left + width} y={top + 14}>
      {picked.length ? `${picked[0]}–${picked[picked.length - 1]}: ${total} bookings` : 'No month selected'}
    </Summary>
  );
}

export default function BrushRangeSummary() {
  return (
    <BarChart
      height={300}
      brushConfig={{ enabled: true }}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[{ label: 'Bookings', data: bookings }]}
      hideLegend
    >
      <ChartsBrushOverlay />
      <SelectionTotal />
    </BarChart>
  );
}
