import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Outlines the drawing area returned by useDrawingArea and prints its size.
function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="none" stroke={theme.palette.secondary.main} strokeDasharray="4 4" />
      <text x={left + 6} y={top + 16} fontSize={12} fill={theme.palette.secondary.main}>
        {`left ${Math.round(left)}, top ${Math.round(top)}, ${Math.round(width)} × ${Math.round(height)}`}
      </text>
    </g>
  );
}

export default function DrawingAreaFrame() {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[{ label: 'Tickets closed', data: [14, 19, 11, 23, 17] }]}
      hideLegend
    >
      <DrawingAreaOutline />
    </BarChart>
  );
}
