import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// Revenue (k€, left) and churn rate (%, right); the 5 % churn alarm is drawn on the right axis.
export default function ReferenceLineSecondAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[
        { id: 'revenue', label: 'Revenue (k€)' },
        { id: 'churn', position: 'right', min: 0, max: 10, label: 'Churn (%)' },
      ]}
      series={[
        { label: 'Revenue', data: [210, 225, 240, 238, 260, 275, 270, 290], yAxisId: 'revenue' },
        { label: 'Churn', data: [3.1, 3.4, 2.9, 4.2, 5.6, 4.8, 3.9, 3.5], yAxisId: 'churn' },
      ]}
    >
      <ChartsReferenceLine
        y={5}
        axisId="churn"
        label="Churn alarm (5 %)"
        labelAlign="start"
        lineStyle={{ stroke: '#d32f2f' }}
        labelStyle={{ fill: '#d32f2f' }}
      />
    </LineChart>
  );
}
