import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const series = [
  { label: 'Revenue (M€)', data: [42, 55, 61, 78] },
  { label: 'Costs (M€)', data: [38, 41, 47, 52] },
];

export default function FirstBarChart() {
  const [horizontal, setHorizontal] = React.useState(false);
  const categoryAxis = [{ scaleType: 'band' as const, data: quarters }];

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
        label='layout="horizontal"'
      />
      {/* The category axis moves from xAxis to yAxis with the layout. */}
      <BarChart
        height={300}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={horizontal ? undefined : categoryAxis}
        yAxis={horizontal ? categoryAxis : undefined}
        series={series}
      />
    </Stack>
  );
}
