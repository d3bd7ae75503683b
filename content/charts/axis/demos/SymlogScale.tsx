import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const companies = ['Atlas', 'Birch', 'Comet', 'Delta', 'Ember', 'Fjord'];
// Yearly profit or loss (k€) of six start-ups, from small losses to large gains: a log scale cannot
// show zero or negative values, a symlog scale can.
const profit = [-1200, -35, 0, 48, 2600, 41000];

export default function SymlogScale() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: companies, scaleType: 'band' }]}
      yAxis={[{ scaleType: 'symlog', constant: 10, width: 60 }]}
      series={[{ label: 'Profit (k€)', data: profit }]}
      hideLegend
    />
  );
}
