import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats in a 120-seat council after an election, drawn as a half donut.
export default function HalfDonut() {
  return (
    <PieChart
      height={260}
      series={[
        {
          startAngle: -90,
          endAngle: 90,
          innerRadius: '55%',
          outerRadius: '100%',
          paddingAngle: 1,
          cy: '75%',
          sortingValues: 'none',
          data: [
            { id: 'greens', label: 'Greens', value: 24, color: '#2e7d32' },
            { id: 'social', label: 'Social Democrats', value: 38, color: '#c62828' },
            { id: 'liberal', label: 'Liberals', value: 17, color: '#f9a825' },
            { id: 'conservative', label: 'Conservatives', value: 41, color: '#1565c0' },
          ],
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
