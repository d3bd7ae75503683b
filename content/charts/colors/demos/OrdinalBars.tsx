import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const fruits = ['Apple', 'Banana', 'Cherry', 'Kiwi', 'Lemon', 'Plum'];
// Tonnes sold at a wholesale market; an ordinal colour map on the category axis gives each fruit its colour.
export default function OrdinalBars() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: fruits,
          colorMap: {
            type: 'ordinal',
            values: fruits,
            colors: ['#c62828', '#fbc02d', '#ad1457', '#689f38', '#fdd835', '#6a1b9a'],
          },
        },
      ]}
      series={[{ label: 'Tonnes', data: [340, 410, 95, 120, 180, 150] }]}
      hideLegend
    />
  );
}
