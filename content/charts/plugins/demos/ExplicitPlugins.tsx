import * as React from 'react';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot, BAR_CHART_PLUGINS, type BarChartPluginSignatures } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// A composed bar chart that declares the same plugins as BarChart: tooltip, highlight, keyboard and more.
export default function ExplicitPlugins() {
  return (
    <ChartsDataProvider<'bar', BarChartPluginSignatures>
      height={280}
      plugins={BAR_CHART_PLUGINS}
      xAxis={[{ scaleType: 'band', data: ['North', 'South', 'East', 'West'] }]}
      series={[{ type: 'bar', label: 'Stores', data: [34, 21, 27, 18] }]}
    >
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
