import * as React from 'react';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';
import type { RangeBarValueType } from '@mui/x-charts-premium/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily low and high per month, in °C: each entry is [start, end].
const oslo: RangeBarValueType[] = [
  [-7, -2],
  [-7, -1],
  [-4, 4],
  [1, 10],
  [6, 16],
  [10, 20],
  [13, 22],
  [12, 21],
  [8, 16],
  [3, 9],
  [-1, 3],
  [-5, -1],
];
const lisbon: RangeBarValueType[] = [
  [8, 15],
  [9, 16],
  [11, 19],
  [12, 20],
  [14, 23],
  [17, 27],
  [18, 29],
  [19, 29],
  [18, 27],
  [15, 23],
  [11, 18],
  [9, 15],
];

const formatRange = (value: RangeBarValueType | null) =>
  value === null ? '' : `${value[0]} °C to ${value[1]} °C`;

export default function BasicRangeBar() {
  return (
    <BarChartPremium
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        { type: 'rangeBar', data: oslo, label: 'Oslo', valueFormatter: formatRange },
        { type: 'rangeBar', data: lisbon, label: 'Lisbon', valueFormatter: formatRange },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
