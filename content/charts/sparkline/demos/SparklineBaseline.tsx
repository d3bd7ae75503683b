import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Reservoir level (% of capacity) over a year, filled from the 60% alert threshold.
const level = [72, 70, 68, 66, 63, 59, 55, 52, 54, 58, 64, 69];

export default function SparklineBaseline() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Reservoir</Typography>
      <SparkLineChart
        data={level}
        width={220}
        height={60}
        area
        baseline={60}
        yAxis={{ min: 45, max: 80 }}
        color="#1565c0"
        showTooltip
        valueFormatter={(value) => `${value}% full`}
      />
    </Stack>
  );
}
