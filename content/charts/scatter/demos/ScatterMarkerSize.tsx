import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Three generated samples of apartments: surface (m²) against rent (€), one marker size each.
const sample = (offset: number, slope: number) =>
  Array.from({ length: 25 }, (_, index) => {
    const surface = 20 + ((index * 13 + offset) % 90);
    return { id: `${offset}-${index}`, x: surface, y: Math.round(surface * slope + ((index * 29) % 150)) };
  });

export default function ScatterMarkerSize() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Surface (m²)' }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 60 }]}
      series={[
        { label: 'City centre', data: sample(0, 24), markerSize: 8 },
        { label: 'Suburbs', data: sample(17, 15), markerSize: 5 },
        { label: 'Countryside', data: sample(41, 9), markerSize: 3 },
      ]}
    />
  );
}
