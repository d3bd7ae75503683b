import * as React from 'react';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import {
  ScatterPlot,
  SCATTER_CHART_PLUGINS,
  type ScatterChartPluginSignatures,
} from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
// Wind speed and power output of a turbine, sampled every hour.
const samples = Array.from({ length: 48 }, (_, i) => {
  const wind = 3 + ((i * 11) % 47) / 4;
  const power = Math.min(2000, Math.max(0, Math.round((wind - 3) ** 3 * 6 + ((i * 17) % 90) - 45)));
  return { id: i, x: Number(wind.toFixed(1)), y: power };
});

export default function ClosestPointPlugins() {
  return (
    <ChartsDataProvider<'scatter', ScatterChartPluginSignatures>
      height={300}
      // ScatterPlot registers with the progressive rendering plugin: this list includes it, @mui/x-charts/plugins does not export it.
      plugins={SCATTER_CHART_PLUGINS}
      xAxis={[{ label: 'Wind speed (m/s)', min: 2, max: 15 }]}
      yAxis={[{ label: 'Output (kW)', width: 60 }]}
      series={[
        { type: 'scatter', label: 'Hourly sample', data: samples, highlightScope: { highlight: 'item' } },
      ]}
    >
      <ChartsSurface>
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip trigger="item" />
    </ChartsDataProvider>
  );
}
