import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const reps = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emma', 'Farid'];
// Deals closed this quarter by sales representative, against a target of 20.
export default function TargetLine() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: reps }]}
      series={[{ label: 'Deals closed', data: [24, 17, 21, 12, 28, 19] }]}
      hideLegend
    >
      <ChartsReferenceLine
        y={20}
        label="Target: 20"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '5 5' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
    </BarChart>
  );
}
