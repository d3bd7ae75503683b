import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Daily maximum temperature (°C) in a heat wave; the y-axis colour map turns the line red above 30 °C.
const temperature = days.map((day) => Math.round((26 + 7 * Math.sin((day - 8) / 5) + ((day * 13) % 5) / 2) * 10) / 10);

export default function PiecewiseLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, label: 'Day of July' }]}
      yAxis={[
        {
          colorMap: { type: 'piecewise', thresholds: [25, 30], colors: ['#1976d2', '#f57c00', '#d32f2f'] },
          valueFormatter: (value: number) => `${value} °C`,
        },
      ]}
      series={[{ label: 'Max temperature', data: temperature, area: true, showMark: false }]}
      hideLegend
    />
  );
}
