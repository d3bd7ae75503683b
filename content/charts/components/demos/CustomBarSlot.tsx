import * as React from 'react';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';

// A bar slot that draws a rounded "pill" with a lighter cap, from the position props the chart computes.
function PillBar(props: BarProps) {
  // Since v9 the slot receives `seriesId` (before: `id`); it is not an SVG attribute, so keep it out of `other`.
  const {
    x,
    y,
    width,
    height,
    color,
    ownerState,
    seriesId,
    dataIndex,
    xOrigin,
    yOrigin,
    layout,
    skipAnimation,
    ...other
  } = props;
  return (
    <g opacity={ownerState.isFaded ? 0.3 : 1}>
      <rect {...other} x={x} y={y} width={width} height={height} rx={Math.min(width / 2, 12)} fill={color} />
      <rect
        x={x}
        y={y}
        width={width}
        height={Math.min(height, 6)}
        rx={Math.min(width / 2, 3)}
        fill="#fff"
        fillOpacity={0.35}
        pointerEvents="none"
      />
    </g>
  );
}

const flavours = ['Vanilla', 'Chocolate', 'Pistachio', 'Lemon', 'Mango'];
// Ice creams sold in a week.
export default function CustomBarSlot() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: flavours }]}
      series={[
        {
          label: 'Scoops',
          data: [420, 510, 180, 240, 300],
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      slots={{ bar: PillBar }}
      hideLegend
    />
  );
}
