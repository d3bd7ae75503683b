import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const visitors = [3100, 2800, 3600, 4900, 6200, 8400, 10900, 11300, 7600, 5200, 3400, 3900];

export default function BasicArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ width: 55 }]}
      series={[{ label: 'Museum visitors', data: visitors, area: true, showMark: false }]}
    />
  );
}
