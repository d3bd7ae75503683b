import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

// A weather station: temperature on the left axis, relative humidity on the right one.
export default function BiaxialLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, scaleType: 'point' }]}
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)', width: 55 },
        { id: 'humidity', label: 'Humidity (%)', position: 'right', min: 0, max: 100, width: 55 },
      ]}
      series={[
        { label: 'Temperature', yAxisId: 'temperature', data: [9, 12, 16, 21, 24, 23, 18, 14] },
        { label: 'Humidity', yAxisId: 'humidity', data: [92, 85, 70, 55, 48, 50, 63, 78] },
      ]}
    />
  );
}
