import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly profit of a seasonal business (k€): green above zero, red below.
const profit = [-18, -12, 4, 16, 28, 41, 52, 47, 22, 3, -9, -21];

export default function AreaFillByValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ colorMap: { type: 'piecewise', thresholds: [0], colors: ['#e53935', '#43a047'] } }]}
      series={[{ label: 'Profit (k€)', data: profit, area: true, showMark: false }]}
      hideLegend
    />
  );
}
