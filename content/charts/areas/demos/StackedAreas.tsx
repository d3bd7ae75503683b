import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
const sources = [
  { label: 'Solar', data: [2, 3, 5, 8, 12, 17, 23, 29] },
  { label: 'Wind', data: [9, 10, 12, 14, 16, 18, 20, 22] },
  { label: 'Hydro', data: [15, 15, 16, 15, 16, 16, 17, 17] },
];

// Same `stack` id + `area: true` = stacked areas that sum to the total.
export default function StackedAreas() {
  return (
    <LineChart
      height={340}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (y: number) => String(y) }]}
      yAxis={[{ label: 'Share of electricity (%)' }]}
      series={sources.map((source) => ({
        ...source,
        area: true,
        stack: 'renewables',
        showMark: false,
        valueFormatter: (v: number | null) => `${v}%`,
      }))}
    />
  );
}
