import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const minutes = Array.from({ length: 61 }, (_, minute) => minute);
// Heart rate (bpm) during a one-hour run; ticks every 10 minutes on a point axis, labels every 20.
const heartRate = minutes.map((minute) => Math.round(95 + 60 * (1 - Math.exp(-minute / 8)) + 6 * Math.sin(minute / 4)));

export default function TickInterval() {
  return (
    <LineChart
      height={280}
      xAxis={[
        {
          data: minutes,
          scaleType: 'point',
          tickInterval: (minute: number) => minute % 10 === 0,
          tickLabelInterval: (minute: number) => minute % 20 === 0,
          valueFormatter: (minute: number) => `${minute} min`,
        },
      ]}
      series={[{ label: 'Heart rate', data: heartRate, showMark: false }]}
      hideLegend
    />
  );
}
