import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// One reading per second for a day (86,400 values), reduced to the min and max of every 10 minutes before plotting.
const raw = Array.from({ length: 86_400 }, (_, second) => 50 + 20 * Math.sin(second / 5000) + 8 * Math.sin(second / 37));
const bucket = 600;
const buckets = Array.from({ length: raw.length / bucket }, (_, index) => raw.slice(index * bucket, (index + 1) * bucket));
const minutes = buckets.map((_, index) => (index * bucket) / 60);
const low = buckets.map((values) => Math.round(Math.min(...values) * 10) / 10);
const high = buckets.map((values) => Math.round(Math.max(...values) * 10) / 10);

export default function DownsampledLine() {
  return (
    <LineChart
      height={300}
      skipAnimation
      xAxis={[{ data: minutes, valueFormatter: (minute: number) => `${Math.floor(minute / 60)}h` }]}
      series={[
        { label: '10-minute max', data: high, showMark: false },
        { label: '10-minute min', data: low, showMark: false },
      ]}
    />
  );
}
