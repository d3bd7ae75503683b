import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const signups = [14, 18, 11, 22, 27, 25, 31, 29, 36, 34, 41, 45];

export default function SparklineVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption">Line</Typography>
        <SparkLineChart data={signups} height={80} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption">Area with tooltip</Typography>
        <SparkLineChart
          data={signups}
          height={80}
          area
          curve="natural"
          showTooltip
          showHighlight
          valueFormatter={(v) => `${v} sign-ups`}
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption">Bars</Typography>
        <SparkLineChart data={signups} height={80} plotType="bar" color="#2e7d32" />
      </Box>
    </Stack>
  );
}
