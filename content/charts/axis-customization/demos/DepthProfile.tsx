import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Water temperature measured every 10 m while lowering a probe into a lake in summer.
const profile = Array.from({ length: 31 }, (_, index) => {
  const depth = index * 10;
  // Warm surface layer, a sharp thermocline around 40 m, then cold deep water.
  const temperature = 5.5 + 15.5 / (1 + Math.exp((depth - 40) / 6)) + (index % 3) * 0.15;
  return { id: index, x: Math.round(temperature * 10) / 10, y: depth };
});

export default function DepthProfile() {
  return (
    <ScatterChart
      height={360}
      // Temperature reads along the top, like the header of a table.
      xAxis={[{ position: 'top', label: 'Temperature (°C)', min: 4, max: 22 }]}
      // Depth grows downwards: reverse the y-axis so 0 m is at the top.
      yAxis={[{ reverse: true, label: 'Depth (m)', min: 0, max: 300 }]}
      series={[
        {
          label: 'Probe reading',
          data: profile,
          markerSize: 4,
          valueFormatter: (point) => point && `${point.y} m: ${point.x} °C`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
