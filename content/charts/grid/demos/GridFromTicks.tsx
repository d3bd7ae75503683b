import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const floors = ['Ground', '1st', '2nd', '3rd', '4th'];
// Energy use per floor (MWh). Grid lines follow the ticks, so a tickNumber change moves them too.
export default function GridFromTicks() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      grid={{ vertical: true }}
      yAxis={[{ scaleType: 'band', data: floors, width: 60 }]}
      xAxis={[{ label: 'MWh per year', tickInterval: [0, 25, 50, 75, 100, 125] }]}
      series={[{ label: 'Energy', data: [112, 64, 58, 71, 49] }]}
      hideLegend
    />
  );
}
