import * as React from 'react';
import Box from '@mui/material/Box';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

// Reads the computed geometry from the surrounding GaugeContainer.
function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // Angles are in radians, measured clockwise from 12 o'clock.
  const tipX = cx + outerRadius * Math.sin(valueAngle);
  const tipY = cy - outerRadius * Math.cos(valueAngle);
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="currentColor" />
      <path d={`M ${cx} ${cy} L ${tipX} ${tipY}`} stroke="currentColor" strokeWidth={3} />
    </g>
  );
}

export default function GaugeWithNeedle() {
  return (
    // The meter role, its values and its name sit on a wrapper: the gauge's SVG is aria-hidden.
    <Box
      role="meter"
      aria-label="CPU load"
      aria-valuenow={64}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext="64 percent"
    >
      <GaugeContainer height={200} startAngle={-110} endAngle={110} value={64} innerRadius="75%">
        <GaugeReferenceArc />
        <GaugeValueArc />
        <Needle />
      </GaugeContainer>
    </Box>
  );
}
