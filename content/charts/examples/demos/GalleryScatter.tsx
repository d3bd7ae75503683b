import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Height (cm) against weight (kg) for 40 generated people.
const people = Array.from({ length: 40 }, (_, id) => {
  const height = 155 + ((id * 37) % 40);
  return { id, x: height, y: Math.round(height * 0.45 - 10 + ((id * 13) % 15)) };
});

export default function GalleryScatter() {
  return <ScatterChart height={200} series={[{ label: 'People', data: people }]} hideLegend />;
}
