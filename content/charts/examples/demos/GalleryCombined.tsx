import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Rainfall (bars, mm) and mean temperature (line, °C) on two y-axes.
export default function GalleryCombined() {
  return (
    <ChartsContainer
      height={200}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ id: 'rain' }, { id: 'temp', position: 'right' }]}
      series={[
        { type: 'bar', data: [62, 48, 55, 40, 38, 20], yAxisId: 'rain', label: 'Rain' },
        { type: 'line', showMark: true, data: [4, 6, 10, 13, 17, 21], yAxisId: 'temp', label: 'Temperature' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
    </ChartsContainer>
  );
}
