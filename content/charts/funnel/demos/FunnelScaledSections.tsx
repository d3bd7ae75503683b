import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = ['Requests', 'Passed the cache', 'Hit the database', 'Slow queries'];
const counts = [9000, 4200, 1800, 300];

// API traffic: with a linear category axis, each section is as tall as its share of the total.
export default function FunnelScaledSections() {
  return (
    <FunnelChart
      height={360}
      series={[{ data: stages.map((label, index) => ({ label, value: counts[index] })) }]}
      categoryAxis={{ scaleType: 'linear', categories: stages, position: 'left', size: 130 }}
      hideLegend
    />
  );
}
