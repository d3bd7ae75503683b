import * as React from 'react';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily temperature per month, in °C.
const madrid = [6, 8, 11, 13, 17, 23, 26, 26, 21, 15, 10, 7];
const oslo = [-3, -3, 1, 6, 11, 15, 17, 16, 11, 6, 1, -2];

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function BasicRadialLine() {
  return (
    <RadialLineChart
      height={340}
      rotationAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: madrid, label: 'Madrid', valueFormatter: celsius },
        { data: oslo, label: 'Oslo', valueFormatter: celsius },
      ]}
      grid={{ radius: true, rotation: true }}
    />
  );
}
