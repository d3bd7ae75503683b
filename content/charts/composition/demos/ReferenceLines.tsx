import * as React from 'react';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = Array.from({ length: 30 }, (_, i) => i + 1);
const latency = days.map((d) => 180 + ((d * 29) % 23) * 4 + (d > 18 ? 90 : 0));

export default function ReferenceLines() {
  return (
    // The provider holds the data; the HTML legend and the SVG surface both read it.
    <ChartsDataProvider
      height={320}
      series={[{ type: 'line', label: 'p95 latency (ms)', data: latency, showMark: false }]}
      // Labels belong in the axis config, so space is reserved for them.
      xAxis={[{ scaleType: 'point', data: days, label: 'Day of month' }]}
      yAxis={[{ min: 0, max: 400 }]}
    >
      <ChartsLegend sx={{ justifyContent: 'flex-end' }} />
      <ChartsSurface>
        <ChartsGrid horizontal />
        <LinePlot />
        <ChartsReferenceLine
          y={300}
          label="SLO: 300 ms"
          labelAlign="end"
          lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
          labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
        />
        <ChartsReferenceLine x={19} label="Deploy v2.4" lineStyle={{ stroke: '#757575' }} />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartsDataProvider>
  );
}
