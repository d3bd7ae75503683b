import * as React from 'react';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';

// Bearings from 0° to 355°, every 5°.
const bearings = Array.from({ length: 72 }, (_, index) => index * 5);

// Relative gain of a directional antenna, in dB: a main lobe at 0° and weaker side lobes.
const gain = bearings.map((bearing) => {
  const angle = (bearing * Math.PI) / 180;
  // Divided by 1.08 so that the strongest direction is at most 0 dB.
  const lobe = (Math.abs(Math.cos(angle / 2)) ** 6 + 0.08 * Math.abs(Math.sin(3 * angle))) / 1.08;
  return Number(Math.max(-30, 10 * Math.log10(lobe)).toFixed(1));
});

export default function RadialLineContinuousAxis() {
  return (
    <RadialLineChart
      height={360}
      rotationAxis={[
        {
          // A continuous axis: values are placed by their number, not by their index.
          scaleType: 'linear',
          data: bearings,
          min: 0,
          max: 360,
          tickInterval: [0, 45, 90, 135, 180, 225, 270, 315],
          valueFormatter: (bearing: number) => `${bearing}°`,
        },
      ]}
      radiusAxis={[{ min: -30, max: 0, valueFormatter: (value: number) => `${value} dB` }]}
      series={[
        {
          data: gain,
          label: 'Gain',
          closePath: true,
          valueFormatter: (value) => (value === null ? '' : `${value} dB`),
        },
      ]}
      grid={{ radius: true, rotation: true }}
      hideLegend
    />
  );
}
