import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets narrowing from opened to escalated, drawn left to right.
export default function HorizontalFunnel() {
  return (
    <FunnelChart
      height={260}
      series={[
        {
          layout: 'horizontal',
          curve: 'step',
          borderRadius: 4,
          valueFormatter: (item) => `${item.value.toLocaleString()} tickets`,
          data: [
            { label: 'Opened', value: 2400 },
            { label: 'Triaged', value: 2100 },
            { label: 'Needs engineer', value: 650 },
            { label: 'Escalated', value: 90 },
          ],
        },
      ]}
    />
  );
}
