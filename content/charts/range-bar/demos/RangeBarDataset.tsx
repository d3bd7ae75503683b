import * as React from 'react';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// A bakery's opening hours and its busiest hours, one row per day.
const week = [
  { day: 'Mon', opens: 7, closes: 18, rushStart: 7.5, rushEnd: 9 },
  { day: 'Tue', opens: 7, closes: 18, rushStart: 7.5, rushEnd: 9 },
  { day: 'Wed', opens: 7, closes: 18, rushStart: 7.5, rushEnd: 9.5 },
  { day: 'Thu', opens: 7, closes: 19, rushStart: 7.5, rushEnd: 9 },
  { day: 'Fri', opens: 7, closes: 19, rushStart: 16, rushEnd: 18.5 },
  { day: 'Sat', opens: 8, closes: 17, rushStart: 9, rushEnd: 12 },
  { day: 'Sun', opens: 8, closes: 13, rushStart: 9.5, rushEnd: 11.5 },
];

const clock = (hours: number) => `${Math.floor(hours)}:${hours % 1 === 0 ? '00' : '30'}`;

export default function RangeBarDataset() {
  return (
    <BarChartPremium
      height={320}
      dataset={week}
      xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
      yAxis={[{ min: 6, max: 20, valueFormatter: clock }]}
      series={[
        {
          type: 'rangeBar',
          label: 'Open',
          // Two columns of the dataset give the start and the end.
          datasetKeys: { start: 'opens', end: 'closes' },
          valueFormatter: (value) => (value ? `${clock(value[0])}–${clock(value[1])}` : ''),
        },
        {
          type: 'rangeBar',
          label: 'Rush',
          // Or build the [start, end] pair from the whole row.
          valueGetter: (row) => {
            const { rushStart, rushEnd } = row as (typeof week)[number];
            return [rushStart, rushEnd];
          },
          valueFormatter: (value) => (value ? `${clock(value[0])}–${clock(value[1])}` : ''),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
