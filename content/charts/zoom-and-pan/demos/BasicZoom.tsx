import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// A year of daily website visits; scroll or pinch on the chart to zoom, drag to pan.
const days = Array.from({ length: 365 }, (_, day) => day + 1);
const visits = days.map((day) => Math.round(2000 + 600 * Math.sin((day / 365) * 2 * Math.PI) + 300 * Math.sin(day / 3.5) + ((day * 97) % 250)));

export default function BasicZoom() {
  return (
    <LineChartPro
      height={320}
      xAxis={[{ data: days, zoom: true, label: 'Day of the year' }]}
      series={[{ label: 'Visits', data: visits, showMark: false }]}
      hideLegend
    />
  );
}
