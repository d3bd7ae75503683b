import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const stations = Array.from({ length: 40 }, (_, index) => `S${index + 1}`);
// Passengers per day at 40 metro stations; the default Pro toolbar offers zoom and export.
const passengers = stations.map((_, index) => Math.round(4000 + 9000 * Math.abs(Math.sin(index / 6)) + ((index * 131) % 1500)));

export default function DefaultProToolbar() {
  return (
    <BarChartPro
      height={340}
      showToolbar
      xAxis={[{ scaleType: 'band', data: stations, zoom: true }]}
      series={[{ label: 'Passengers per day', data: passengers }]}
      hideLegend
    />
  );
}
