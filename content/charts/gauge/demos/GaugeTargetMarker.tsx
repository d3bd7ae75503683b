import * as React from 'react';
import Box from '@mui/material/Box';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  GaugeValueText,
  useGaugeState,
} from '@mui/x-charts/Gauge';

const TARGET = 75;

// A tick across the arc at the target, placed with the gauge's own geometry.
function TargetTick() {
  const { cx, cy, innerRadius, outerRadius, startAngle, endAngle, valueMin, valueMax } = useGaugeState();
  const angle = startAngle + ((TARGET - valueMin) / (valueMax - valueMin)) * (endAngle - startAngle);
  const point = (radius: number) => [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)];
  const [x1, y1] = point(innerRadius - 6);
  const [x2, y2] = point(outerRadius + 6);
  return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#d32f2f" strokeWidth={3} strokeLinecap="round" />;
}

// Quarterly sales quota: 62% reached, the target tick at 75%.
// The box carries the meter semantics, since the gauge's SVG is hidden from assistive technologies.
export default function GaugeTargetMarker() {
  return (
    <Box
      role="meter"
      aria-label="Sales quota, target 75 percent"
      aria-valuenow={62}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext="62 percent reached"
    >
      <GaugeContainer height={200} value={62} startAngle={-100} endAngle={100} innerRadius="70%">
        <GaugeReferenceArc />
        <GaugeValueArc />
        <GaugeValueText text={({ value }) => `${value}%`} />
        <TargetTick />
      </GaugeContainer>
    </Box>
  );
}
