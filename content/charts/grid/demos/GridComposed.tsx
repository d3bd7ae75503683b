import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const days = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
// Weight of a growing puppy (kg) over ten weeks; the grid is placed first so it sits under the line.
export default function GridComposed() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ data: days, label: 'Week' }]}
      yAxis={[{ min: 0 }]}
      series={[{ type: 'line', showMark: true, data: [2.1, 2.9, 3.8, 4.6, 5.5, 6.2, 7.0, 7.6, 8.1, 8.7] }]}
    >
      <ChartsGrid horizontal vertical />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis label="kg" />
    </ChartsContainer>
  );
}
