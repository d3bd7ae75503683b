import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Grant applications per round, with the stage names on a category axis.
export default function FunnelCategoryAxis() {
  return (
    <FunnelChart
      height={320}
      gap={6}
      categoryAxis={{
        categories: ['Submitted', 'Eligible', 'Shortlisted', 'Funded'],
        position: 'left',
        size: 90,
      }}
      series={[
        {
          label: 'Applications',
          sectionLabel: false,
          data: [{ value: 420 }, { value: 300 }, { value: 84 }, { value: 22 }],
        },
      ]}
      hideLegend
    />
  );
}
