import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// One row per country, as an API would return it: the axis and series read columns by key.
const dataset = [
  { country: 'Norway', renewables: 98, fossil: 2 },
  { country: 'Brazil', renewables: 89, fossil: 11 },
  { country: 'Spain', renewables: 57, fossil: 43 },
  { country: 'Germany', renewables: 52, fossil: 48 },
  { country: 'Japan', renewables: 24, fossil: 76 },
];

export default function BarsDataset() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ dataKey: 'country', scaleType: 'band' }]}
      yAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { dataKey: 'renewables', label: 'Renewables', stack: 'power' },
        { dataKey: 'fossil', label: 'Fossil', stack: 'power' },
      ]}
    />
  );
}
