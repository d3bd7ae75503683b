import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Short names in the legend, full names with units in the tooltip.
export default function SeriesLabelLocation() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        {
          data: [3.2, 3.8, 4.1, 4.6],
          label: (location) => (location === 'legend' ? 'EU' : 'European Union revenue (M€)'),
        },
        {
          data: [2.1, 2.4, 2.2, 2.9],
          label: (location) => (location === 'legend' ? 'NA' : 'North America revenue (M€)'),
        },
      ]}
    />
  );
}
