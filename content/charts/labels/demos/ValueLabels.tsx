import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';

const sources = [
  { id: 0, label: 'Hydro', value: 38 },
  { id: 1, label: 'Wind', value: 27 },
  { id: 2, label: 'Solar', value: 21 },
  { id: 3, label: 'Biomass', value: 14 },
];

// Renewable energy by source (%): values written on the bars and on the arcs.
export default function ValueLabels() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: sources.map((source) => source.label) }]}
        series={[{ data: sources.map((source) => source.value), barLabel: (item) => `${item.value} %` }]}
        hideLegend
      />
      <PieChart
        height={260}
        series={[{ data: sources, arcLabel: (item) => `${item.label}`, arcLabelMinAngle: 25, innerRadius: 30 }]}
        hideLegend
      />
    </Stack>
  );
}
