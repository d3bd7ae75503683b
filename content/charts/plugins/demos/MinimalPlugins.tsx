import * as React from 'react';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import {
  useChartCartesianAxis,
  useChartInteraction,
  useChartTooltip,
  useChartHighlight,
  type UseChartCartesianAxisSignature,
  type UseChartInteractionSignature,
  type UseChartTooltipSignature,
  type UseChartHighlightSignature,
} from '@mui/x-charts/plugins';

type Signatures = [
  UseChartCartesianAxisSignature<'line'>,
  UseChartInteractionSignature,
  UseChartTooltipSignature<'line'>,
  UseChartHighlightSignature<'line'>,
];

// A static line chart for print: no tooltip component, and no keyboard, brush, z-axis or visibility plugins.
// The interaction and tooltip plugins stay: the chart container reports the hovered item to them.
export default function MinimalPlugins() {
  return (
    <ChartsDataProvider<'line', Signatures>
      height={260}
      plugins={[useChartCartesianAxis, useChartInteraction, useChartTooltip, useChartHighlight]}
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
