import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// One row per car model (generated): engine power (kW) against consumption (L/100 km).
const cars = Array.from({ length: 30 }, (_, index) => {
  const power = 55 + ((index * 23) % 150);
  return { model: `Model ${index + 1}`, power, consumption: Math.round((3.8 + power * 0.025 + ((index * 7) % 10) / 10) * 10) / 10 };
});

export default function DatasetScatter() {
  return (
    <ScatterChart
      height={320}
      dataset={cars}
      xAxis={[{ label: 'Power (kW)' }]}
      yAxis={[{ label: 'L/100 km' }]}
      series={[{ label: 'Cars', datasetKeys: { x: 'power', y: 'consumption', id: 'model' } }]}
      hideLegend
    />
  );
}
