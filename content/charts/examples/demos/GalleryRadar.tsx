import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Two laptops rated out of 10 on five criteria.
export default function GalleryRadar() {
  return (
    <RadarChart
      height={200}
      radar={{ max: 10, metrics: ['Speed', 'Battery', 'Screen', 'Weight', 'Price'] }}
      series={[
        { label: 'Model A', data: [9, 6, 8, 5, 4] },
        { label: 'Model B', data: [6, 9, 6, 8, 7] },
      ]}
      hideLegend
    />
  );
}
