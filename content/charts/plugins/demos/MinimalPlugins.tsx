import * as React from 'react';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import {
  useChartCartesianAxis,
  useChartHighlight,
  type UseChartCartesianAxisSignature,
  type UseChartHighlightSignature,
} from '@mui/x-charts/plugins';

// A static line chart for print: axes and the highlight state LinePlot reads, but no tooltip, interaction or keyboard plugins.
export default function MinimalPlugins() {
  return (
    <ChartsDataProvider<'line', [UseChartCartesianAxisSignature<'line'>, UseChartHighlightSignature]>
      height={260}
      plugins={[useChartCartesianAxis, useChartHighlight]}
      xAxis={[{ scaleType: 'point', data: ['2021', '2022', '2023', '2024', '2025'] }]}
      series={[{ type: 'line', data: [3.1, 3.6, 4.4, 4.2, 5.0] }]}
    >
      <ChartsSurface>
        <LinePlot />
        <ChartsXAxis />
        <ChartsYAxis label="Revenue (M€)" />
      </ChartsSurface>
    </ChartsDataProvider>
  );
}
