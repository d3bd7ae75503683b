import * as React from 'react';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter'];
// Mean surface temperature (°C, rounded) of five planets; bars use a warm-to-cool gradient.
export default function BarGradient() {
  const id = `bars-${React.useId().replace(/:/g, '')}`;
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: planets }]}
      series={[{ label: 'Temperature (°C)', data: [167, 464, 15, -65, -110], color: '#ef6c00' }]}
      hideLegend
      sx={{ [`& .${barClasses.element}`]: { fill: `url(#${id})` } }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ef6c00" />
          <stop offset="100%" stopColor="#ffca28" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
