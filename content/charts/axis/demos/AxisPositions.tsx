import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Laptop stand', 'USB-C hub', 'Desk lamp', 'Webcam', 'Headset', 'Keyboard'];

export default function AxisPositions() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      // Value axis on top, like a table header; category axis on the right.
      xAxis={[{ position: 'top', label: 'Units returned', disableLine: true }]}
      yAxis={[
        {
          scaleType: 'band',
          data: products,
          position: 'right',
          width: 100,
          disableTicks: true,
        },
      ]}
      series={[{ label: 'Returns', data: [14, 32, 9, 21, 27, 6] }]}
      hideLegend
    />
  );
}
