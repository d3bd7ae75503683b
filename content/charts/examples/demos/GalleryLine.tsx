import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => index + 1);
// Daily active users (thousands) over two weeks, with a weekend dip.
const users = days.map((day) => Math.round(42 + day * 1.5 - (day % 7 === 6 || day % 7 === 0 ? 9 : 0)));

export default function GalleryLine() {
  return (
    <LineChart
      height={200}
      xAxis={[{ data: days, scaleType: 'point' }]}
      series={[{ label: 'Active users (k)', data: users, showMark: false }]}
      hideLegend
    />
  );
}
