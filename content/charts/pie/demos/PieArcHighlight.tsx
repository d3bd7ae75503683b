import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Browser market share (%); the hovered arc grows, the others fade and shrink.
export default function PieArcHighlight() {
  return (
    <PieChart
      height={300}
      series={[
        {
          innerRadius: 40,
          outerRadius: 110,
          data: [
            { label: 'Chrome', value: 64 },
            { label: 'Safari', value: 19 },
            { label: 'Edge', value: 5 },
            { label: 'Firefox', value: 3 },
            { label: 'Other', value: 9 },
          ],
          valueFormatter: (item) => `${item.value} %`,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 8, cornerRadius: 4 },
          faded: { additionalRadius: -10, color: 'gray', innerRadius: 45 },
        },
      ]}
    />
  );
}
