import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// 300 generated trees: trunk diameter (cm) against height (m), with a slider on each axis.
const trees = Array.from({ length: 300 }, (_, id) => {
  const diameter = 10 + ((id * 53) % 90);
  return { id, x: diameter, y: Math.round((5 + diameter * 0.3 + ((id * 17) % 8)) * 10) / 10 };
});

export default function SliderYAxis() {
  return (
    <ScatterChartPro
      height={360}
      xAxis={[{ label: 'Diameter (cm)', zoom: { slider: { enabled: true } } }]}
      yAxis={[{ label: 'Height (m)', zoom: { slider: { enabled: true } } }]}
      series={[{ label: 'Trees', data: trees, markerSize: 3 }]}
      hideLegend
    />
  );
}
