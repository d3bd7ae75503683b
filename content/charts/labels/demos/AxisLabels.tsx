import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const altitude = [0, 500, 1000, 1500, 2000, 2500, 3000];
// Boiling point of water (°C) by altitude (m); both axes carry a label with the unit.
const boiling = [100, 98.3, 96.7, 95, 93.4, 91.8, 90.2];

export default function AxisLabels() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: altitude, label: 'Altitude (m)', labelStyle: { fontWeight: 600 } }]}
      yAxis={[{ label: 'Boiling point (°C)', min: 88, max: 101, width: 70 }]}
      series={[{ label: 'Boiling point', data: boiling, curve: 'linear' }]}
      hideLegend
    />
  );
}
