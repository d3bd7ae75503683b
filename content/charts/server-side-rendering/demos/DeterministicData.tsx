import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Generated data must be the same on the server and in the browser: a seeded generator, not Math.random().
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}
const random = seeded(42);
const points = Array.from({ length: 60 }, (_, id) => ({ id, x: Math.round(random() * 100), y: Math.round(random() * 100) }));

export default function DeterministicData() {
  return <ScatterChart height={280} series={[{ label: 'Samples', data: points }]} hideLegend />;
}
