import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Cities: average July temperature (°C) against ice-cream sales (left axis) and water use (right axis).
const cities = Array.from({ length: 24 }, (_, index) => {
  const temperature = 14 + ((index * 7) % 19);
  return {
    temperature,
    iceCream: Math.round(temperature * 11 + ((index * 29) % 40) - 20),
    water: Math.round(120 + temperature * 4 + ((index * 17) % 30)),
  };
});

export default function ScatterTwoYAxes() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'July temperature (°C)', min: 12, max: 34 }]}
      yAxis={[
        { id: 'sales', label: 'Ice creams per 100 people', width: 60 },
        { id: 'water', label: 'Water use (L per person)', position: 'right', width: 60 },
      ]}
      series={[
        {
          label: 'Ice-cream sales',
          yAxisId: 'sales',
          data: cities.map((city, id) => ({ id, x: city.temperature, y: city.iceCream })),
        },
        {
          label: 'Water use',
          yAxisId: 'water',
          data: cities.map((city, id) => ({ id, x: city.temperature, y: city.water })),
          markerSize: 5,
        },
      ]}
    />
  );
}
