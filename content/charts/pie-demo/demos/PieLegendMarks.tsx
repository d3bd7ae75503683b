import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Energy labels of new homes in a region: round markers in the legend and tooltip.
const ratings = [
  { id: 'a', label: 'A', value: 34, color: '#1b5e20' },
  { id: 'b', label: 'B', value: 27, color: '#43a047' },
  { id: 'c', label: 'C', value: 18, color: '#c0ca33' },
  { id: 'd', label: 'D', value: 11, color: '#fdd835' },
  { id: 'e', label: 'E or lower', value: 10, color: '#fb8c00' },
];

export default function PieLegendMarks() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: ratings.map((rating) => ({ ...rating, labelMarkType: 'circle' as const })),
          startAngle: -90,
          endAngle: 90,
          cy: '75%',
          innerRadius: 60,
          outerRadius: 140,
          valueFormatter: (item) => `${item.value}% of new homes`,
        },
      ]}
    />
  );
}
