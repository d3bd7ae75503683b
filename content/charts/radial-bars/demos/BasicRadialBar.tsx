import * as React from 'react';
import { RadialBarChart } from '@mui/x-charts-premium/RadialBarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average monthly rainfall of a coastal city, in millimetres.
const rainfall = [92, 71, 64, 55, 48, 31, 18, 22, 47, 88, 112, 104];

export default function BasicRadialBar() {
  return (
    <RadialBarChart
      height={320}
      rotationAxis={[{ scaleType: 'band', data: months }]}
      radiusAxis={[{ minRadius: 24 }]}
      series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (value) => `${value} mm` }]}
      grid={{ radius: true }}
    />
  );
}
