import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const rainfall = [78, 64, 52, 41, 35, 22, 14, 19];
const temperature = [6, 7, 10, 13, 17, 21, 24, 23];

export default function BarLineCombo() {
  return (
    <ChartsContainer
      height={320}
      // In a container every series states its type explicitly.
      series={[
        { type: 'bar', label: 'Rainfall (mm)', data: rainfall, yAxisId: 'rain' },
        {
          type: 'line',
          showMark: true,
          label: 'Temperature (°C)',
          data: temperature,
          yAxisId: 'temp',
          color: '#e65100',
        },
      ]}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', position: 'left', min: 0, label: 'Rainfall (mm)' },
        { id: 'temp', position: 'right', min: 0, label: 'Temperature (°C)' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}
