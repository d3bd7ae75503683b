import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Visitors of a shop per weekday; Thursday was a promotion day.
const visitors = [310, 295, 342, 518, 402, 611, 254];

// A vertical line through the middle of a category's band, with a label on its right.
function BandCenterLine({ value, label, color }: { value: string; label: string; color: string }) {
  const xScale = useXScale<'band'>();
  const { top, height } = useDrawingArea();
  const bandStart = xScale(value);
  if (bandStart === undefined) {
    return null;
  }
  const x = bandStart + xScale.bandwidth() / 2;
  return (
    <g pointerEvents="none">
      <path d={`M ${x} ${top} v ${height}`} stroke={color} strokeWidth={2} />
      <text x={x + 5} y={top + 2} dominantBaseline="hanging" fontSize={12} fill={color}>
        {label}
      </text>
    </g>
  );
}

export default function BandReferenceLine() {
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ width: 40 }]}
      series={[{ label: 'Visitors', data: visitors, color: '#90caf9' }]}
      hideLegend
    >
      {/* On a band axis, the built-in line sits at the start of the band, on the bar's left edge. */}
      <ChartsReferenceLine
        x="Thu"
        label="x='Thu'"
        labelAlign="end"
        lineStyle={{ stroke: (theme.vars || theme).palette.text.secondary }}
      />
      <BandCenterLine value="Thu" label="Centred" color="#d81b60" />
    </BarChart>
  );
}
