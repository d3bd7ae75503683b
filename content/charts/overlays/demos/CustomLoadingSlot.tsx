import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A skeleton of bars, sized to the drawing area, replaces the loading text.
function SkeletonBars() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const heights = [0.5, 0.8, 0.35, 0.65, 0.9, 0.45];
  const slot = width / heights.length;
  return (
    <g aria-label="Loading">
      {heights.map((share, index) => (
        <rect
          key={index}
          x={left + index * slot + slot * 0.2}
          y={top + height * (1 - share)}
          width={slot * 0.6}
          height={height * share}
          rx={4}
          fill={theme.palette.action.hover}
        >
          <animate attributeName="opacity" values="1;0.4;1" dur="1.4s" begin={`${index * 0.1}s`} repeatCount="indefinite" />
        </rect>
      ))}
    </g>
  );
}

export default function CustomLoadingSlot() {
  return (
    <BarChart
      height={280}
      loading
      xAxis={[{ scaleType: 'band', data: ['A', 'B', 'C', 'D', 'E', 'F'] }]}
      series={[{ data: [] }]}
      slots={{ loadingOverlay: SkeletonBars }}
    />
  );
}
