import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = [
  { label: 'Leads', value: 1800 },
  { label: 'Qualified', value: 760 },
  { label: 'Proposal', value: 310 },
  { label: 'Won', value: 95 },
];

// Sales pipeline; labels sit at the right edge, except for very small sections.
export default function FunnelSectionLabels() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: stages,
          valueFormatter: (item) => `${Math.round((item.value / stages[0].value) * 100)} %`,
          sectionLabel: (item) =>
            item.value < 100
              ? false
              : { position: { horizontal: 'end' }, textAnchor: 'end', offset: { x: -8 } },
        },
      ]}
    />
  );
}
