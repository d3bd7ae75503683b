import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Deployments in March (generated): day of the deploy against its duration (min); the axis covers the whole month.
const deploys = Array.from({ length: 25 }, (_, id) => {
  const day = 1 + ((id * 7) % 31);
  return { id, x: new Date(2025, 2, day, 9 + (id % 8)).getTime(), y: 4 + ((id * 13) % 11) };
});

export default function TimeDomain() {
  return (
    <ScatterChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          min: new Date(2025, 2, 1),
          max: new Date(2025, 3, 1),
          valueFormatter: (value: number | Date) => new Date(value).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
        },
      ]}
      yAxis={[{ label: 'Duration (min)' }]}
      series={[{ label: 'Deploys', data: deploys }]}
      hideLegend
    />
  );
}
