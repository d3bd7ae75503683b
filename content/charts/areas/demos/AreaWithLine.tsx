import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Water stored in a reservoir (filled) against the minimum level the operator must keep (line).
const stored = [68, 72, 80, 84, 78, 64, 52, 45, 49, 58, 63, 66];

export default function AreaWithLine() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value} %` }]}
      series={[
        { label: 'Stored water', data: stored, area: true, showMark: false, color: '#0288d1' },
        { label: 'Minimum level', data: months.map(() => 50), showMark: false, color: '#d32f2f', curve: 'linear' },
      ]}
    />
  );
}
