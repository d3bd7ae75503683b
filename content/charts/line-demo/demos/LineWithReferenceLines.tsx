import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = Array.from({ length: 14 }, (_, index) => `Nov ${index + 1}`);
// Fasting blood glucose (mmol/L) with the target range's limits as reference lines.
const glucose = [5.4, 5.9, 6.3, 5.8, 5.2, 7.4, 6.8, 6.1, 5.6, 5.3, 5.5, 6.0, 7.1, 6.4];

export default function LineWithReferenceLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, scaleType: 'point' }]}
      yAxis={[{ min: 4, max: 8 }]}
      series={[{ label: 'Glucose (mmol/L)', data: glucose }]}
      hideLegend
    >
      <ChartsReferenceLine y={7} label="Upper target" labelAlign="end" lineStyle={{ stroke: '#d32f2f' }} />
      <ChartsReferenceLine y={4.4} label="Lower target" labelAlign="end" lineStyle={{ stroke: '#f57c00' }} />
    </LineChart>
  );
}
