import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const days = Array.from({ length: 14 }, (_, i) => `${i + 1} Jun`);
const aqi = [38, 44, 61, 72, 105, 118, 96, 64, 52, 47, 88, 131, 112, 70];

export default function PiecewiseLegend() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: days, tickLabelInterval: (_, i) => i % 2 === 0 }]}
      yAxis={[
        {
          label: 'Air quality index',
          colorMap: {
            type: 'piecewise',
            thresholds: [50, 100],
            colors: ['#43a047', '#fbc02d', '#e53935'],
          },
        },
      ]}
      series={[{ data: aqi, label: 'AQI' }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          markType: 'circle',
          labelPosition: 'inline-end',
          labelFormatter: ({ min, max }) => {
            if (min === null) {
              return `Good (< ${max})`;
            }
            if (max === null) {
              return `Unhealthy (≥ ${min})`;
            }
            return `Moderate (${min}–${max})`;
          },
        },
      }}
    />
  );
}
