import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Apartments for sale: floor area (m²) against asking price (k€), with a least-squares trend line.
const flats = Array.from({ length: 40 }, (_, index) => {
  const area = 35 + ((index * 37) % 95);
  const price = Math.round(area * 4.1 + 40 + (((index * 53) % 61) - 30));
  return { id: index, x: area, y: price };
});

function leastSquares(points: { x: number; y: number }[]) {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const slope =
    points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
    points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return (x: number) => Math.round(meanY + slope * (x - meanX));
}

const trend = leastSquares(flats);
const ends = [35, 130];

export default function ScatterTrendLine() {
  return (
    <ChartsContainer
      height={320}
      series={[
        { type: 'scatter', id: 'flats', label: 'Apartment', data: flats, markerSize: 4 },
        {
          type: 'line',
          id: 'trend',
          label: 'Trend',
          data: ends.map(trend),
          xAxisId: 'trend-x',
          color: '#d32f2f',
        },
      ]}
      xAxis={[
        { id: 'area', min: 30, max: 135, label: 'Floor area (m²)' },
        { id: 'trend-x', data: ends, min: 30, max: 135, position: 'none' },
      ]}
      yAxis={[{ id: 'price', label: 'Asking price (k€)', width: 60 }]}
    >
      <ScatterPlot />
      <LinePlot />
      <ChartsXAxis axisId="area" />
      <ChartsYAxis axisId="price" />
      <ChartsTooltip trigger="item" />
    </ChartsContainer>
  );
}
