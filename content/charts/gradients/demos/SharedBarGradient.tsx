import * as React from 'react';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const floors = ['Ground', '1st', '2nd', '3rd', '4th', '5th'];
const temperature = [19.5, 20.8, 21.6, 22.9, 24.1, 25.7];

/** One ramp from the bottom to the top of the plot, shared by every bar. */
function PlotGradient({ id }: { id: string }) {
  const { top, height } = useDrawingArea();
  return (
    <defs>
      <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" x2="0" y1={top + height} y2={top}>
        <stop offset="0%" stopColor="#4fc3f7" />
        <stop offset="100%" stopColor="#e53935" />
      </linearGradient>
    </defs>
  );
}

export default function SharedBarGradient() {
  const id = `plot-ramp-${React.useId().replace(/:/g, '')}`;
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: floors }]}
      yAxis={[{ min: 0, max: 28, label: 'Afternoon temperature (°C)' }]}
      series={[{ label: 'Temperature', data: temperature, color: '#ef5350' }]}
      hideLegend
      sx={{ [`& .${barClasses.element}`]: { fill: `url(#${id})` } }}
    >
      <PlotGradient id={id} />
    </BarChart>
  );
}
