import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
// Share of commuters (%) by mode of transport in a generated city.
const modes = [
  { label: 'Car', data: [52, 51, 45, 47, 44, 42, 40, 38] },
  { label: 'Public transport', data: [28, 29, 24, 26, 29, 30, 31, 32] },
  { label: 'Bicycle', data: [9, 10, 15, 14, 15, 16, 17, 18] },
  { label: 'Walking', data: [11, 10, 16, 13, 12, 12, 12, 12] },
];

// Hovering a line highlights that whole series and fades the others.
export default function LineSeriesHighlight() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} %` }]}
      series={modes.map((mode) => ({
        ...mode,
        highlightScope: { highlight: 'series', fade: 'global' },
        showMark: false,
      }))}
    />
  );
}
