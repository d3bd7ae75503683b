import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Hours of study and exam score for 24 students (deterministic sample).
const students = Array.from({ length: 24 }, (_, i) => {
  const hours = 2 + ((i * 7) % 23) / 2;
  const score = Math.min(100, Math.round(38 + hours * 4.2 + ((i * 13) % 17) - 8));
  return { id: i, x: hours, y: score };
});

// Least-squares fit, evaluated at both ends of the x range.
const n = students.length;
const meanX = students.reduce((s, p) => s + p.x, 0) / n;
const meanY = students.reduce((s, p) => s + p.y, 0) / n;
const slope =
  students.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0) /
  students.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
const trendX = [2, 13];
const trendY = trendX.map((x) => Math.round((meanY + slope * (x - meanX)) * 10) / 10);

export default function ScatterWithTrendLine() {
  return (
    <ChartsContainer
      height={320}
      xAxis={[
        { id: 'points', min: 2, max: 13, label: 'Hours of study' },
        // The line series needs axis data; this axis shares the range and stays hidden.
        { id: 'trend', data: trendX, min: 2, max: 13, position: 'none' },
      ]}
      yAxis={[{ min: 30, max: 100, label: 'Exam score' }]}
      series={[
        { type: 'scatter', label: 'Students', data: students, xAxisId: 'points' },
        {
          type: 'line',
          label: 'Trend',
          data: trendY,
          xAxisId: 'trend',
          color: '#d32f2f',
          showMark: false,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <ScatterPlot />
      <LinePlot />
      <ChartsXAxis axisId="points" />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartsContainer>
  );
}
