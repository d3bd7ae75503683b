import * as React from 'react';
import { BarChartPremium, rangeBarClasses } from '@mui/x-charts-premium/BarChartPremium';
import { barClasses } from '@mui/x-charts-premium/BarChart';
import type { RangeBarValueType } from '@mui/x-charts-premium/models';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Expected and measured range of daily visitors to a museum, in thousands.
const expected: RangeBarValueType[] = [
  [2, 6],
  [3, 8],
  [5, 12],
  [2, 7],
];
const measured: RangeBarValueType[] = [
  [2.4, 5.1],
  [3.6, 9.2],
  [6.1, 11.4],
  [1.8, 5.5],
];

const thousands = (value: RangeBarValueType | null) =>
  value === null ? '' : `${value[0]}k to ${value[1]}k a day`;

export default function RangeBarStyling() {
  return (
    <BarChartPremium
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { type: 'rangeBar', id: 'expected', data: expected, label: 'Expected', valueFormatter: thousands },
        { type: 'rangeBar', id: 'measured', data: measured, label: 'Measured', valueFormatter: thousands },
      ]}
      borderRadius={6}
      sx={(theme) => ({
        // Each series is a group with its id in `data-series`.
        [`& .${rangeBarClasses.series}[data-series="expected"] .${barClasses.element}`]: {
          fill: 'transparent',
          stroke: (theme.vars ?? theme).palette.text.secondary,
          strokeWidth: 1.5,
          strokeDasharray: '4 3',
        },
        [`& .${rangeBarClasses.series}[data-series="measured"] .${barClasses.element}`]: {
          fill: (theme.vars ?? theme).palette.secondary.main,
        },
      })}
    />
  );
}
