import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const kwh = (value: number | null) => (value === null ? '' : `${value} kWh`);

// Series sharing the `stack` id "energy" are drawn on top of each other.
export default function StackedBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Consumption (kWh)' }]}
      series={[
        { label: 'Heating', data: [310, 280, 190, 120, 60, 20], stack: 'energy', valueFormatter: kwh },
        { label: 'Lighting', data: [90, 80, 70, 60, 55, 50], stack: 'energy', valueFormatter: kwh },
        { label: 'Appliances', data: [140, 135, 150, 145, 150, 160], stack: 'energy', valueFormatter: kwh },
      ]}
    />
  );
}
