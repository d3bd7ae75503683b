import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Index i of every series lines up with index i of the x-axis data.
const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
const subscribers = [1.2, 2.9, 4.1, 5.6, 7.4, 8.1, 9.8];
const churned = [0.3, 0.6, 0.9, 1.1, 1.4, 1.5, 1.7];

export default function FirstLineChart() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: years,
          scaleType: 'point',
          valueFormatter: (year: number) => String(year),
        },
      ]}
      yAxis={[{ label: 'Millions' }]}
      series={[
        { label: 'Subscribers', data: subscribers, area: true, showMark: true },
        { label: 'Churned', data: churned },
      ]}
    />
  );
}
