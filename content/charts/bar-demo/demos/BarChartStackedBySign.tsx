import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

// Warehouse stock movements: receipts stack up from zero, shipments and write-offs stack down.
export default function BarChartStackedBySign() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: weeks, scaleType: 'band' }]}
      series={[
        { label: 'Received', stack: 'moves', stackOffset: 'diverging', data: [420, 380, 510, 300, 460, 390] },
        { label: 'Returned', stack: 'moves', stackOffset: 'diverging', data: [35, 28, 40, 22, 31, 45] },
        {
          label: 'Shipped',
          stack: 'moves',
          stackOffset: 'diverging',
          data: [-390, -410, -450, -360, -400, -420],
        },
        {
          label: 'Written off',
          stack: 'moves',
          stackOffset: 'diverging',
          data: [-12, -30, -8, -15, -22, -10],
        },
      ]}
    />
  );
}
