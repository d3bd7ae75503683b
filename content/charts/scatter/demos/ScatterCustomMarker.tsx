import * as React from 'react';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// A diamond marker that grows when highlighted and fades with the others.
function DiamondMarker({
  x,
  y,
  size,
  color,
  isHighlighted,
  isFaded,
  seriesId,
  dataIndex,
  ...other
}: ScatterMarkerProps) {
  const half = isHighlighted ? size * 1.8 : size * 1.3;
  return (
    <path
      {...other}
      d={`M ${x} ${y - half} L ${x + half} ${y} L ${x} ${y + half} L ${x - half} ${y} Z`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      stroke="#fff"
      strokeWidth={1}
    />
  );
}

// Used cars: age (years) against price (k€), with diamond markers from the `marker` slot.
const cars = Array.from({ length: 36 }, (_, id) => {
  const age = 1 + ((id * 7) % 14);
  return { id, x: age, y: Math.round(32 * Math.exp(-age / 6) + ((id * 13) % 7)) };
});

export default function ScatterCustomMarker() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Age (years)', min: 0 }]}
      yAxis={[{ label: 'Price (k€)', width: 55 }]}
      series={[{ label: 'Listed car', data: cars, highlightScope: { highlight: 'item', fade: 'global' } }]}
      slots={{ marker: DiamondMarker }}
      hideLegend
    />
  );
}
