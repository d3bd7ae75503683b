import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = Array.from({ length: 12 }, (_, index) => 2014 + index);
// Listening hours by music genre on a streaming service (millions), drawn around a moving centre.
const genres: Record<string, number[]> = {
  Pop: [42, 45, 47, 52, 55, 58, 63, 66, 64, 62, 61, 60],
  'Hip-hop': [18, 22, 28, 35, 44, 52, 58, 63, 68, 71, 72, 74],
  Rock: [38, 36, 34, 31, 29, 27, 26, 26, 25, 24, 24, 23],
  Electronic: [12, 14, 17, 19, 21, 22, 20, 23, 25, 27, 28, 30],
  Latin: [6, 7, 9, 12, 18, 25, 30, 34, 38, 41, 44, 46],
};

export default function StreamGraph() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ position: 'none' }]}
      series={Object.entries(genres).map(([label, data]) => ({
        label,
        data,
        stack: 'genres',
        stackOffset: 'wiggle' as const,
        area: true,
        showMark: false,
        curve: 'natural' as const,
      }))}
    />
  );
}
