import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Each metric has its own unit, so each spoke gets its own domain.
const metrics = [
  { name: 'Top speed (km/h)', min: 120, max: 260 },
  { name: 'Range (km)', min: 200, max: 700 },
  { name: 'Seats', min: 2, max: 7 },
  { name: 'Boot (L)', min: 200, max: 600 },
  { name: 'Charge (min)', min: 15, max: 60 },
];

export default function RadarMetricRanges() {
  return (
    <RadarChart
      height={340}
      radar={{ metrics }}
      series={[
        { label: 'City car', data: [150, 310, 4, 260, 40] },
        { label: 'Family SUV', data: [190, 520, 7, 560, 30] },
        { label: 'Sports car', data: [250, 420, 2, 210, 25] },
      ]}
    />
  );
}
