import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useChartsLayerContainerRef, useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Turns the pointer position back into data values with the scales' `invert`, and draws a crosshair.
function PointerReadout() {
  // The layer container is the <div> that holds the chart's SVG at the same position and size.
  const containerRef = useChartsLayerContainerRef();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const [pointer, setPointer] = React.useState<{ x: number; y: number } | null>(null);

  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const move = (event: PointerEvent) => {
      const box = container.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      const inside = x >= left && x <= left + width && y >= top && y <= top + height;
      setPointer(inside ? { x, y } : null);
    };
    const leave = () => setPointer(null);
    container.addEventListener('pointermove', move);
    container.addEventListener('pointerleave', leave);
    return () => {
      container.removeEventListener('pointermove', move);
      container.removeEventListener('pointerleave', leave);
    };
  }, [containerRef, left, top, width, height]);

  if (!pointer) return null;
  const distance = xScale.invert(pointer.x);
  const altitude = yScale.invert(pointer.y);
  return (
    <g pointerEvents="none">
      <line x1={pointer.x} x2={pointer.x} y1={top} y2={top + height} stroke="#757575" strokeDasharray="3 3" />
      <line
        x1={left}
        x2={left + width}
        y1={pointer.y}
        y2={pointer.y}
        stroke="#757575"
        strokeDasharray="3 3"
      />
      <text x={pointer.x + 6} y={pointer.y - 6} fontSize={12} fill="currentColor">
        {`${distance.toFixed(1)} km, ${Math.round(altitude)} m`}
      </text>
    </g>
  );
}

// Elevation profile of a 20 km hike (m); hover the plot to read any point of the plane.
const km = Array.from({ length: 41 }, (_, index) => index / 2);
const elevation = km.map((d) => Math.round(620 + 380 * Math.sin(d / 4) + 90 * Math.sin(d * 1.3)));

export default function PointerToValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: km, scaleType: 'linear', label: 'Distance (km)', min: 0, max: 20 }]}
      yAxis={[{ label: 'Elevation (m)', width: 60 }]}
      series={[{ data: elevation, area: true, label: 'Elevation' }]}
      hideLegend
    >
      <PointerReadout />
    </LineChart>
  );
}
