import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024', '2025'];

export default function DistinctMarkShapes() {
  return (
    <LineChart
      height={320}
      title="Average commute time by mode"
      desc="Cycling commutes stayed near 22 minutes while car commutes rose from 27 to 34 minutes."
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'Minutes' }]}
      // Marks are hidden by default since v9: `showMark` makes the shapes visible.
      series={[
        { label: 'Car', data: [27, 24, 26, 29, 31, 33, 34], showMark: true, shape: 'circle' },
        { label: 'Train', data: [38, 36, 37, 37, 36, 35, 35], showMark: true, shape: 'square' },
        { label: 'Bicycle', data: [22, 21, 22, 23, 22, 22, 21], showMark: true, shape: 'triangle' },
      ]}
    />
  );
}
