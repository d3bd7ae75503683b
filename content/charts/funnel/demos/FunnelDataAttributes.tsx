import * as React from 'react';
import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// Hiring funnel styled with CSS: a dashed outline on the sections of one series, bold labels.
export default function FunnelDataAttributes() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          id: 'engineering',
          variant: 'outlined',
          data: [
            { label: 'Applied', value: 620 },
            { label: 'Phone screen', value: 180 },
            { label: 'On-site', value: 44 },
            { label: 'Hired', value: 9 },
          ],
        },
      ]}
      hideLegend
      sx={{
        [`& [data-series="engineering"] .${funnelClasses.section}`]: {
          strokeDasharray: '6 3',
          strokeWidth: 2,
        },
        [`& .${funnelClasses.sectionLabel}`]: { fontWeight: 700 },
      }}
    />
  );
}
