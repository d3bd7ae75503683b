import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const revenue = [18400, 21150, 19800, 24600, 26100, 25300, 28900, 31200, 30500];
const orders = [212, 240, 231, 275, 290, 281, 318, 340, 333];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const monthName = (index: number, long: boolean) =>
  new Date(2025, index, 1).toLocaleString('en-US', { month: long ? 'long' : 'short' });

export default function TooltipFormatting() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: months,
          scaleType: 'point',
          // The tooltip header gets the full month and year; ticks stay short.
          valueFormatter: (m: number, context) =>
            context.location === 'tooltip' ? `${monthName(m, true)} 2025` : monthName(m, false),
        },
      ]}
      yAxis={[
        { id: 'money', width: 60 },
        { id: 'count', position: 'right' },
      ]}
      series={[
        {
          label: (location) => (location === 'tooltip' ? 'Revenue (USD)' : 'Revenue'),
          data: revenue,
          yAxisId: 'money',
          valueFormatter: (v) => (v === null ? '–' : usd.format(v)),
        },
        {
          label: 'Orders',
          data: orders,
          yAxisId: 'count',
          // The context gives the index, so the text can include the average order value.
          valueFormatter: (v, { dataIndex }) =>
            v === null ? '–' : `${v} (avg ${usd.format(revenue[dataIndex] / v)})`,
        },
      ]}
    />
  );
}
