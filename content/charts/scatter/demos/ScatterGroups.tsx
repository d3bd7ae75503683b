import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Small seeded generator so the points are identical on every render.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function makeCars(seed: number, baseWeight: number, baseConsumption: number) {
  const random = createRandom(seed);
  return Array.from({ length: 40 }, (_, id) => {
    const weight = baseWeight + random() * 600;
    const consumption = baseConsumption + (weight - baseWeight) / 180 + random() * 1.5;
    return { id, x: Math.round(weight), y: Number(consumption.toFixed(1)) };
  });
}

const petrol = makeCars(7, 1100, 5.2);
const diesel = makeCars(42, 1300, 4.1);

export default function ScatterGroups() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Weight (kg)', min: 1000 }]}
      yAxis={[{ label: 'Consumption (l/100 km)' }]}
      series={[
        { label: 'Petrol', data: petrol, valueFormatter: (v) => v && `${v.x} kg, ${v.y} l` },
        { label: 'Diesel', data: diesel, valueFormatter: (v) => v && `${v.x} kg, ${v.y} l` },
      ]}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
