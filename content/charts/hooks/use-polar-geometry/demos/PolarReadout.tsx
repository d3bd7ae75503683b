import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';
import { usePolarGeometry } from '@mui/x-charts/hooks';

const bearings = Array.from({ length: 36 }, (_, index) => index * 10);
// Average wind speed per direction at a coastal station, in knots.
const speed = bearings.map((bearing) => {
  const angle = (bearing * Math.PI) / 180;
  return Number((11 + 7 * Math.cos(angle - (5 * Math.PI) / 4) + 2 * Math.cos(3 * angle)).toFixed(1));
});

// Turns the pointer position back into a bearing and a speed, and marks it with a ring.
function PointerReadout() {
  const theme = useTheme();
  const geometry = usePolarGeometry<'linear', 'linear'>();
  const [pointer, setPointer] = React.useState<{ radius: number; angle: number } | null>(null);
  if (!geometry) {
    return null;
  }
  const { cx, cy, radiusScale, pointInverse } = geometry;
  const [innerRadius, outerRadius] = radiusScale.range();

  const handlePointerMove = (event: React.PointerEvent<SVGCircleElement>) => {
    // Convert the page position to the SVG's coordinates, then to an offset from the centre.
    const matrix = event.currentTarget.ownerSVGElement?.getScreenCTM();
    if (!matrix) {
      return;
    }
    const position = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const [radius, angle] = pointInverse(position.x - cx, position.y - cy);
    setPointer(radius >= innerRadius && radius <= outerRadius ? { radius, angle } : null);
  };

  // pointInverse returns an angle in [-π, π]; turn it into a compass bearing.
  const bearing = pointer ? Math.round(((pointer.angle * 180) / Math.PI + 360) % 360) : 0;
  return (
    <g>
      {pointer && (
        <React.Fragment>
          <circle
            cx={cx}
            cy={cy}
            r={pointer.radius}
            fill="none"
            stroke={theme.palette.warning.main}
            pointerEvents="none"
          />
          <text x={8} y={16} fontSize={12} fill={theme.palette.text.primary}>
            {`${bearing}°, ${radiusScale.invert(pointer.radius).toFixed(1)} kn`}
          </text>
        </React.Fragment>
      )}
      {/* A transparent disc over the plot that listens to the pointer. */}
      <circle
        cx={cx}
        cy={cy}
        r={outerRadius}
        fill="transparent"
        onPointerMove={handlePointerMove}
        onPointerLeave={() => setPointer(null)}
      />
    </g>
  );
}

export default function PolarReadout() {
  return (
    <RadialLineChart
      height={340}
      rotationAxis={[
        {
          scaleType: 'linear',
          data: bearings,
          min: 0,
          max: 360,
          tickInterval: [0, 90, 180, 270],
          valueFormatter: (bearing: number) => `${bearing}°`,
        },
      ]}
      radiusAxis={[{ min: 0, max: 20 }]}
      series={[{ data: speed, label: 'Wind speed', closePath: true }]}
      grid={{ radius: true, rotation: true }}
      hideLegend
    >
      <PointerReadout />
    </RadialLineChart>
  );
}
