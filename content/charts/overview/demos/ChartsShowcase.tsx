import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function ChartsShowcase() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { label: 'Online', data: [42, 55, 61, 78] },
          { label: 'In store', data: [35, 31, 38, 44] },
        ]}
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          {
            label: 'Avg. temperature (°C)',
            data: [3, 4, 8, 12, 16, 20, 23, 22, 18, 13, 7, 4],
            curve: 'natural',
          },
        ]}
      />
    </Stack>
  );
}
