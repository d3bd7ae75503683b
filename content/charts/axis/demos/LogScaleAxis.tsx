import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [1975, 1980, 1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020];
// Values that grow by four orders of magnitude: a straight line on a log scale.
const transistors = [6.5e3, 3e4, 2.75e5, 1.2e6, 5.5e6, 4.2e7, 2.9e8, 2.3e9, 7.2e9, 5e10];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogScaleAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (y: number) => String(y) }]}
      yAxis={[
        {
          scaleType: 'log',
          label: 'Transistors per chip',
          width: 70,
          // Keep the ticks d3 leaves unlabelled (empty default) unlabelled.
          valueFormatter: (value: number, context) =>
            context.location === 'tick' && context.defaultTickLabel === '' ? '' : compact.format(value),
        },
      ]}
      series={[
        {
          label: 'Transistors',
          data: transistors,
          curve: 'linear',
          valueFormatter: (v) => (v === null ? '' : compact.format(v)),
        },
      ]}
      hideLegend
    />
  );
}
