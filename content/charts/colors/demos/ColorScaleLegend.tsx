import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// 80 generated houses: surface against price, coloured by year of construction (z).
const houses = Array.from({ length: 80 }, (_, id) => {
  const surface = 50 + ((id * 37) % 150);
  const year = 1950 + ((id * 11) % 75);
  return { id, x: surface, y: Math.round(surface * 2.6 + (year - 1950) * 1.4 + ((id * 7) % 40)), z: year };
});

export default function ColorScaleLegend() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Surface (m²)' }]}
      yAxis={[{ label: 'Price (k€)', width: 60 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 1950, max: 2025, color: ['#90caf9', '#0d47a1'] } }]}
      series={[{ label: 'Houses', data: houses, valueFormatter: (house) => house && `${house.x} m², built ${house.z}` }]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{ legend: { axisDirection: 'z', minLabel: '1950', maxLabel: '2025' } }}
    />
  );
}
