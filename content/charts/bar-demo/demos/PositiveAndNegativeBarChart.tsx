import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Monthly net cash flow (k$): bars grow down from zero when the month lost money.
const cashFlow = [35, -12, 18, -27, 42, 8, -5, 51];

export default function PositiveAndNegativeBarChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: months, scaleType: 'band' }]}
      yAxis={[
        {
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
          valueFormatter: (value: number) => `${value} k$`,
        },
      ]}
      series={[{ label: 'Net cash flow', data: cashFlow }]}
      hideLegend
    />
  );
}
