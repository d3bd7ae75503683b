import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 25 }, (_, hour) => hour);
// Air quality index over a day: a continuous colour map on the y-axis paints the line with a gradient.
const aqi = hours.map((hour) => Math.round(40 + 60 * Math.exp(-((hour - 8) ** 2) / 8) + 45 * Math.exp(-((hour - 18) ** 2) / 6)));

export default function ColorMapGradient() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ min: 0, max: 150, colorMap: { type: 'continuous', min: 30, max: 120, color: ['#43a047', '#e53935'] } }]}
      series={[{ label: 'AQI', data: aqi, showMark: false }]}
      hideLegend
    />
  );
}
