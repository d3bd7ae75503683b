import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Minute-by-minute river level (cm) over one day; zoom cannot go below 5 % of the day,
// and with filterMode 'discard' the y-axis rescales to the visible range.
const minutes = Array.from({ length: 24 * 60 }, (_, minute) => minute);
const level = minutes.map((minute) => Math.round((120 + 30 * Math.sin(minute / 180) + 4 * Math.sin(minute / 7)) * 10) / 10);

export default function ZoomLimits() {
  return (
    <LineChartPro
      height={320}
      skipAnimation
      xAxis={[
        {
          id: 'minutes',
          data: minutes,
          valueFormatter: (minute: number) => `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`,
          zoom: { minSpan: 5, maxSpan: 100, step: 2, filterMode: 'discard' },
        },
      ]}
      yAxis={[{ label: 'Level (cm)' }]}
      initialZoom={[{ axisId: 'minutes', start: 40, end: 60 }]}
      series={[{ label: 'River level', data: level, showMark: false }]}
      hideLegend
    />
  );
}
