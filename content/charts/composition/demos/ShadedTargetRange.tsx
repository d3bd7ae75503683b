import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
const glucose = [88, 142, 118, 96, 151, 121, 104, 166, 112];

/** A band between two values, drawn in data coordinates. */
function TargetZone({ from, to }: { from: number; to: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const top = yScale(to) ?? 0;
  const bottom = yScale(from) ?? 0;
  return (
    <g>
      <rect x={left} width={width} y={top} height={bottom - top} fill="rgba(46, 125, 50, 0.12)" />
      <text x={left + 8} y={top + 16} fontSize={12} fill="#2e7d32">
        Target range
      </text>
    </g>
  );
}

export default function ShadedTargetRange() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 60, max: 180, label: 'Glucose (mg/dL)' }]}
      series={[{ type: 'line', showMark: true, label: 'Glucose', data: glucose }]}
    >
      {/* Drawn first, so the line passes over it. */}
      <TargetZone from={70} to={140} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
