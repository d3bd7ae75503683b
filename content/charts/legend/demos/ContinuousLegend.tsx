import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Deterministic sample: engine size, fuel use and the car's weight as a third value.
const cars = Array.from({ length: 40 }, (_, i) => {
  const engine = 1 + ((i * 7) % 30) / 10;
  const weight = 950 + ((i * 53) % 900);
  return { id: i, x: engine, y: Number((3.2 + engine * 1.6 + weight / 900).toFixed(1)), z: weight };
});

export default function ContinuousLegend() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Engine (L)', min: 0.8, max: 4.2 }]}
      yAxis={[{ label: 'Fuel use (L/100 km)' }]}
      zAxis={[
        {
          id: 'weight',
          colorMap: { type: 'continuous', min: 900, max: 1900, color: ['#90caf9', '#0d47a1'] },
        },
      ]}
      series={[
        {
          label: 'Cars',
          data: cars,
          valueFormatter: (p) => (p ? `${p.x} L, ${p.y} L/100 km, ${p.z} kg` : ''),
        },
      ]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          direction: 'horizontal',
          labelPosition: 'extremes',
          minLabel: '900 kg',
          maxLabel: '1,900 kg',
        },
      }}
    />
  );
}
