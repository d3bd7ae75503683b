import * as React from 'react';
import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';

// Two cohorts of runners: pace (min/km) against weekly distance (km); the beginners are hollow.
const cohort = (seed: number, baseKm: number, basePace: number) =>
  Array.from({ length: 25 }, (_, id) => {
    const km = baseKm + ((id * seed) % 30);
    return { id, x: km, y: Math.round((basePace - km * 0.04 + ((id * 7) % 10) / 10) * 10) / 10 };
  });

export default function ScatterCssSelectors() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Weekly distance (km)' }]}
      yAxis={[{ label: 'Pace (min/km)', width: 55 }]}
      series={[
        { id: 'club', label: 'Club members', data: cohort(11, 30, 5.6) },
        { id: 'beginners', label: 'Beginners', data: cohort(7, 5, 7.2) },
      ]}
      sx={{
        [`& .${scatterClasses.series}[data-series="beginners"] .${scatterClasses.marker}`]: {
          fillOpacity: 0,
          strokeWidth: 2,
          stroke: 'currentColor',
          color: '#ef6c00',
        },
      }}
    />
  );
}
