import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// 5,000 generated taxi trips: distance (km) against fare (€), drawn with the batch renderer.
let seed = 7;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};
const trips = Array.from({ length: 5000 }, (_, id) => {
  const distance = Math.round(random() ** 2 * 300) / 10;
  return { id, x: distance, y: Math.round((3.5 + distance * 1.9 + random() * 6) * 10) / 10 };
});

export default function ScatterLargeData() {
  return (
    <ScatterChart
      height={340}
      renderer="svg-batch"
      skipAnimation
      xAxis={[{ label: 'Distance (km)' }]}
      yAxis={[{ label: 'Fare (€)' }]}
      series={[{ label: 'Trips', data: trips, markerSize: 2 }]}
      hideLegend
    />
  );
}
