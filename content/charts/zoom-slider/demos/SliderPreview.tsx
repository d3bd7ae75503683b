import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Daily rainfall (mm) for a year; the slider shows a miniature of the chart as a preview.
const days = Array.from({ length: 365 }, (_, day) => day + 1);
const rain = days.map((day) => ((day * 7919) % 13 < 4 ? Math.round(((day * 31) % 40) / 2) : 0));

export default function SliderPreview() {
  return (
    <BarChartPro
      height={340}
      xAxis={[
        {
          id: 'days',
          scaleType: 'band',
          data: days,
          zoom: { minSpan: 5, slider: { enabled: true, preview: true, size: 48 } },
          tickInterval: days.filter((day) => day % 30 === 1),
        },
      ]}
      initialZoom={[{ axisId: 'days', start: 0, end: 20 }]}
      series={[{ label: 'Rain (mm)', data: rain }]}
      hideLegend
    />
  );
}
