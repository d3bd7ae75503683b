import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];

// Share of trips by mode (%); each series has its own mark shape, readable without colour.
// Marks are hidden by default since v9, so every series sets `showMark: true`.
export default function LineMarkShapes() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      series={[
        { label: 'Car', data: [61, 55, 57, 54, 51, 49, 46], showMark: true, shape: 'square' },
        { label: 'Public transport', data: [24, 19, 21, 25, 27, 28, 30], showMark: true, shape: 'triangle' },
        { label: 'Bicycle', data: [9, 15, 14, 13, 14, 15, 16], showMark: true, shape: 'diamond' },
        { label: 'Walking', data: [6, 11, 8, 8, 8, 8, 8], showMark: true, shape: 'star' },
      ]}
    />
  );
}
