import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Recruitment pipeline for one opening: candidates left at each stage.
export default function BasicFunnel() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          label: 'Candidates',
          data: [
            { label: 'Applied', value: 340 },
            { label: 'Screened', value: 120 },
            { label: 'Interviewed', value: 36 },
            { label: 'Offer', value: 5 },
            { label: 'Hired', value: 3 },
          ],
        },
      ]}
    />
  );
}
