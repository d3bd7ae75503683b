import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = ['Visited', 'Added to cart', 'Checkout', 'Paid'];
// Two quarters of an online shop; the second, smaller one is drawn inside the first.
const q1 = [18400, 5200, 2100, 1650];
const q2 = [12100, 3600, 1500, 1240];

export default function FunnelMultipleSeries() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          label: 'Q1',
          data: stages.map((stage, index) => ({ label: stage, value: q1[index], color: '#90caf9' })),
          sectionLabel: false,
        },
        {
          label: 'Q2',
          data: stages.map((stage, index) => ({ label: stage, value: q2[index], color: '#1565c0' })),
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} in Q2`,
        },
      ]}
      hideLegend
    />
  );
}
