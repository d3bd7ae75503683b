import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Maslow-style product needs pyramid: share of surveyed users (%) who rated each level essential.
export default function BasicPyramid() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          curve: 'pyramid',
          data: [
            { label: 'Delight', value: 12 },
            { label: 'Usability', value: 31 },
            { label: 'Reliability', value: 58 },
            { label: 'Functionality', value: 86 },
          ],
        },
      ]}
    />
  );
}
