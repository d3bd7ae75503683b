import * as React from 'react';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Electricity used by a household over a winter day, in kWh per hour.
const heating = hours.map((hour) => (hour < 7 || hour > 21 ? 0.9 : hour < 9 || hour > 17 ? 1.4 : 0.6));
const appliances = hours.map((hour) =>
  Number(
    (0.15 + 0.6 * Math.exp(-((hour - 19) ** 2) / 6) + 0.3 * Math.exp(-((hour - 8) ** 2) / 2)).toFixed(2),
  ),
);
const lighting = hours.map((hour) => (hour >= 7 && hour <= 8 ? 0.2 : hour >= 17 && hour <= 23 ? 0.35 : 0.05));

const kWh = (value: number | null) => (value === null ? '' : `${value} kWh`);

export default function RadialLineStackedAreas() {
  return (
    <RadialLineChart
      height={360}
      rotationAxis={[
        {
          scaleType: 'point',
          data: hours,
          valueFormatter: (hour: number) => `${hour}:00`,
          // Keep a label every three hours.
          tickInterval: (hour: number) => hour % 3 === 0,
        },
      ]}
      radiusAxis={[{ minRadius: 24 }]}
      series={[
        { data: heating, label: 'Heating', area: true, stack: 'total', closePath: true, valueFormatter: kWh },
        {
          data: appliances,
          label: 'Appliances',
          area: true,
          stack: 'total',
          closePath: true,
          valueFormatter: kWh,
        },
        {
          data: lighting,
          label: 'Lighting',
          area: true,
          stack: 'total',
          closePath: true,
          valueFormatter: kWh,
        },
      ]}
      grid={{ radius: true }}
    />
  );
}
