import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// 400 generated stars: temperature (K) against luminosity; zoom works on both axes.
const stars = Array.from({ length: 400 }, (_, id) => {
  const temperature = 3000 + ((id * 137) % 27000);
  return { id, x: temperature, y: Math.round(Math.pow(temperature / 5800, 3) * (0.6 + ((id * 31) % 50) / 60) * 100) / 100 };
});

export default function ScatterZoomBoth() {
  return (
    <ScatterChartPro
      height={340}
      xAxis={[{ label: 'Temperature (K)', zoom: true }]}
      yAxis={[{ label: 'Luminosity (Sun = 1)', zoom: true, width: 60 }]}
      series={[{ label: 'Stars', data: stars, markerSize: 3 }]}
      hideLegend
    />
  );
}
