import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [2, 3, 7, 11, 15, 19, 22, 21, 17, 12, 6, 3];
const rainfall = [62, 48, 51, 54, 63, 55, 48, 56, 58, 70, 77, 68];

// Each series points at the y-axis that matches its unit.
export default function MultipleAxes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temp', label: 'Temperature (°C)', position: 'left' },
        { id: 'rain', label: 'Rainfall (mm)', position: 'right', min: 0 },
      ]}
      series={[
        { label: 'Temperature', data: temperature, yAxisId: 'temp' },
        { label: 'Rainfall', data: rainfall, yAxisId: 'rain', curve: 'step' },
      ]}
    />
  );
}
