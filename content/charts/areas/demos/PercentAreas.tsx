import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2015, 2017, 2019, 2021, 2023, 2025];
// Electricity mix of a generated country (TWh); 'expand' shows each source's share of the total.
const mix = [
  { label: 'Coal', data: [120, 110, 92, 70, 48, 30] },
  { label: 'Gas', data: [80, 85, 90, 88, 80, 72] },
  { label: 'Wind', data: [20, 32, 48, 66, 85, 104] },
  { label: 'Solar', data: [5, 9, 16, 28, 44, 63] },
];

export default function PercentAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point' }]}
      yAxis={[{ valueFormatter: (share: number) => `${Math.round(share * 100)} %` }]}
      series={mix.map((source) => ({
        ...source,
        stack: 'mix',
        stackOffset: 'expand' as const,
        area: true,
        showMark: false,
        valueFormatter: (value: number | null) => `${value} TWh`,
      }))}
    />
  );
}
