import * as React from 'react';
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
export default function GaugeTargetMarker() {
  return (
    <GaugeContainer
      height={200}
      value={62}
      startAngle={-100}
      endAngle={100}
      innerRadius="70%"
      aria-label="Sales quota: 62 percent reached, target 75 percent"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <GaugeValueText text={({ value }) => `${value}%`} />
      <TargetTick />
    </GaugeContainer>
  );
}
