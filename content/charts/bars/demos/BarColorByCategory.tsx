import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Platform', 'Mobile', 'Web', 'Data', 'Security'];
// Open incidents by team; an ordinal colour map on the band axis gives each team its colour.
export default function BarColorByCategory() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          data: teams,
          scaleType: 'band',
          colorMap: {
            type: 'ordinal',
            values: teams,
            colors: ['#3949ab', '#00897b', '#f4511e', '#8e24aa', '#546e7a'],
          },
        },
      ]}
      series={[{ label: 'Open incidents', data: [12, 7, 15, 4, 9] }]}
      hideLegend
    />
  );
}
