import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const online = [120, 135, 160, 150, 172, 190];
const retail = [80, 76, 90, 95, 88, 92];

// Sales (k€) by channel; the top series prints the stack total above each column.
export default function StackTotals() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ max: 320 }]}
      series={[
        { label: 'Retail', data: retail, stack: 'sales' },
        {
          label: 'Online',
          data: online,
          stack: 'sales',
          barLabel: (item) => `${online[item.dataIndex] + retail[item.dataIndex]}`,
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
