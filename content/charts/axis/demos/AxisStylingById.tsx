import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// Orders and refund rate on two y-axes; each axis takes its series' colour through `data-axis-id`.
export default function AxisStylingById() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[
        { id: 'orders', label: 'Orders', width: 60 },
        { id: 'refunds', label: 'Refund rate (%)', position: 'right', width: 60 },
      ]}
      series={[
        {
          label: 'Orders',
          yAxisId: 'orders',
          data: [820, 910, 870, 1040, 1120, 1090, 1210, 1330],
          color: '#1565c0',
        },
        {
          label: 'Refund rate',
          yAxisId: 'refunds',
          data: [4.1, 3.8, 4.5, 3.2, 2.9, 3.5, 2.7, 2.4],
          color: '#ef6c00',
        },
      ]}
      sx={{
        [`& [data-axis-id="orders"] .${axisClasses.tickLabel}, & [data-axis-id="orders"] .${axisClasses.label}`]:
          {
            fill: '#1565c0',
          },
        [`& [data-axis-id="orders"] .${axisClasses.line}`]: { stroke: '#1565c0' },
        [`& [data-axis-id="refunds"] .${axisClasses.tickLabel}, & [data-axis-id="refunds"] .${axisClasses.label}`]:
          {
            fill: '#ef6c00',
          },
        [`& [data-axis-id="refunds"] .${axisClasses.line}`]: { stroke: '#ef6c00' },
      }}
    />
  );
}
