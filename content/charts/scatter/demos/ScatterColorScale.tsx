import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Stations as (longitude offset, latitude offset, temperature) triples.
const stations = Array.from({ length: 60 }, (_, id) => {
  const x = (id % 10) * 10 + ((id * 7) % 5);
  const y = Math.floor(id / 10) * 15 + ((id * 3) % 7);
  const z = Math.round(28 - y / 4 + Math.sin(x / 15) * 4);
  return { id, x, y, z };
});

export default function ScatterColorScale() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'East (km)' }]}
      yAxis={[{ label: 'North (km)' }]}
      // The z value of each point is mapped to a colour between the two ends.
      zAxis={[{ colorMap: { type: 'continuous', min: 5, max: 30, color: ['#4575b4', '#d73027'] } }]}
      series={[
        {
          label: 'Temperature',
          data: stations,
          markerSize: 6,
          valueFormatter: (v) => v && `${v.z} °C`,
        },
      ]}
      hideLegend
    />
  );
}
