import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80+'];
// Residents of a mid-sized town (thousands); men are negated so their bars grow to the left.
const women = [5.1, 5.4, 6.2, 6.8, 6.5, 6.9, 6.1, 4.6, 3.2];
const men = [5.3, 5.6, 6.4, 6.9, 6.6, 6.7, 5.7, 3.9, 1.9];

const absolute = (value: number | null) => (value === null ? '' : `${Math.abs(value).toFixed(1)}k`);

export default function PopulationPyramid() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[{ data: ageGroups, scaleType: 'band', width: 50 }]}
      xAxis={[{ valueFormatter: absolute }]}
      series={[
        { label: 'Men', stack: 'population', data: men.map((value) => -value), valueFormatter: absolute },
        { label: 'Women', stack: 'population', data: women, valueFormatter: absolute },
      ]}
    />
  );
}
