import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Sales pipeline: the palette colours the stages in order, and a stage's own `color` wins.
const greens = ['#1b5e20', '#2e7d32', '#388e3c', '#43a047', '#66bb6a'];

export default function FunnelColors() {
  return (
    <FunnelChart
      height={300}
      colors={greens}
      series={[
        {
          data: [
            { label: 'Leads', value: 960 },
            { label: 'Qualified', value: 410 },
            { label: 'Proposal sent', value: 180 },
            { label: 'Negotiation', value: 74 },
            // The stage the team reviews every week stands out.
            { label: 'Lost in legal', value: 21, color: '#c62828' },
          ],
        },
      ]}
      hideLegend
    />
  );
}
