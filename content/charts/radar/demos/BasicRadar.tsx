import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Customer satisfaction survey, average score out of 5 per topic.
export default function BasicRadar() {
  return (
    <RadarChart
      height={320}
      radar={{ max: 5, metrics: ['Delivery', 'Quality', 'Price', 'Support', 'Website', 'Returns'] }}
      series={[{ label: '2025 survey', data: [4.2, 4.6, 3.1, 3.8, 4.0, 3.4] }]}
    />
  );
}
