import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { RadialBarChart } from '@mui/x-charts-premium/RadialBarChart';
import { usePolarGeometry } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Kilometres run each month, against a monthly goal of 120 km.
const distance = [96, 104, 131, 118, 142, 150, 88, 97, 126, 134, 112, 79];
const goal = 120;

// A dashed ring at the goal, its label, and a dot above each month that beat it.
function GoalOverlay() {
  const theme = useTheme();
  const geometry = usePolarGeometry<'band', 'linear'>();
  if (!geometry) {
    return null;
  }
  const { cx, cy, angleScale, radiusScale, point } = geometry;
  const goalRadius = radiusScale(goal);
  // Angles are in radians, clockwise from 12 o'clock: the label sits at 45°.
  const [labelX, labelY] = point(goalRadius + 10, Math.PI / 4);
  return (
    <g pointerEvents="none">
      <circle
        cx={cx}
        cy={cy}
        r={goalRadius}
        fill="none"
        stroke={theme.palette.text.primary}
        strokeDasharray="5 4"
      />
      <text x={cx + labelX} y={cy + labelY} fontSize={12} fill={theme.palette.text.primary}>
        {`Goal ${goal} km`}
      </text>
      {months.map((month, index) => {
        if (distance[index] < goal) {
          return null;
        }
        // A band scale returns the start angle of the band: add half a band for its middle.
        const angle = (angleScale(month) ?? 0) + angleScale.bandwidth() / 2;
        const [x, y] = point(radiusScale(distance[index]) + 8, angle);
        return <circle key={month} cx={cx + x} cy={cy + y} r={3.5} fill={theme.palette.success.main} />;
      })}
    </g>
  );
}

export default function TargetRing() {
  return (
    <RadialBarChart
      height={340}
      rotationAxis={[{ scaleType: 'band', data: months }]}
      radiusAxis={[{ min: 0, max: 160, minRadius: 20, position: 'none' }]}
      series={[{ data: distance, label: 'Distance', valueFormatter: (value) => `${value} km` }]}
      grid={{ radius: true }}
      hideLegend
    >
      <GoalOverlay />
    </RadialBarChart>
  );
}
