import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Oslo', 'Lisbon', 'Vienna', 'Dublin', 'Prague', 'Athens'];
const sunshine = [1668, 2806, 1884, 1453, 1668, 2771];

// Yearly hours of sunshine; labels show thousands and are skipped on bars too short to hold them.
export default function BarLabelsCustom() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: cities }]}
      yAxis={[{ label: 'Hours of sunshine per year', width: 60 }]}
      series={[
        {
          label: 'Sunshine',
          data: sunshine,
          barLabel: (item, context) =>
            context.bar.height < 24 || item.value === null ? null : `${(item.value / 1000).toFixed(1)}k`,
        },
      ]}
      hideLegend
    />
  );
}
