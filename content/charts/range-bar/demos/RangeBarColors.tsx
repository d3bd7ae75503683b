import * as React from 'react';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';
import type { RangeBarValueType } from '@mui/x-charts-premium/models';

// Daily low and high temperatures over two weeks of spring, in °C.
const days = Array.from({ length: 14 }, (_, index) => `Apr ${index + 7}`);
const temperatures: RangeBarValueType[] = [
  [4, 12],
  [5, 15],
  [7, 19],
  [9, 22],
  [8, 13],
  [6, 11],
  [5, 16],
  [7, 20],
  [10, 24],
  [11, 17],
  [9, 14],
  [8, 18],
  [10, 23],
  [12, 21],
];

export default function RangeBarColors() {
  return (
    <BarChartPremium
      height={300}
      xAxis={[{ scaleType: 'band', data: days, tickInterval: (_, index) => index % 2 === 0 }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          type: 'rangeBar',
          label: 'Temperature',
          data: temperatures,
          color: '#78909c',
          // Days with a swing of more than 10 °C between night and day stand out.
          colorGetter: ({ value }) => (value && value[1] - value[0] > 10 ? '#ef6c00' : '#78909c'),
          valueFormatter: (value) => (value ? `${value[0]}° to ${value[1]}° (${value[1] - value[0]}°)` : ''),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
