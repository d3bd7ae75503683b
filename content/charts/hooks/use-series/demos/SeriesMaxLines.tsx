import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useSeries, useYScale } from '@mui/x-charts/hooks';

interface Peak {
  id: string | number;
  label: string;
  color: string;
  max: number;
}

// Reads every series of the chart, whatever its type, and keeps the highest value of each.
function usePeaks(): Peak[] {
  const series = useSeries();
  const peaks: Peak[] = [];
  for (const group of [series.bar, series.line]) {
    // A type the chart does not draw has no entry at all.
    if (!group) continue;
    for (const id of group.seriesOrder) {
      const item = group.series[id];
      if (item.hidden) continue;
      const values = item.data.filter((value): value is number => value != null);
      const label = typeof item.label === 'function' ? item.label('legend') : item.label;
      peaks.push({ id, label: label ?? String(id), color: item.color, max: Math.max(...values) });
    }
  }
  return peaks;
}

// A dashed line across the plot at the peak of each series, in the series' colour.
function PeakLines() {
  const peaks = usePeaks();
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {peaks.map((peak) => {
        const y = yScale(peak.max);
        return (
          <g key={peak.id}>
            <line x1={left} x2={left + width} y1={y} y2={y} stroke={peak.color} strokeDasharray="4 4" />
            <text x={left + width - 4} y={y - 4} textAnchor="end" fontSize={12} fill={peak.color}>
              {`${peak.label} peak: ${peak.max}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Orders and returns of a generated web shop: a seasonal wave plus a December rush.
const orders = months.map((_, index) =>
  Math.round(420 + 90 * Math.sin(index / 1.9) + (index === 11 ? 260 : 0)),
);
const returns = orders.map((value, index) => Math.round(value * (0.08 + (index % 4) * 0.015)));

export default function SeriesMaxLines() {
  return (
    <ChartsContainer
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ min: 0 }]}
      series={[
        { type: 'bar', id: 'orders', label: 'Orders', data: orders },
        { type: 'line', showMark: true, id: 'returns', label: 'Returns', data: returns },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <PeakLines />
    </ChartsContainer>
  );
}
