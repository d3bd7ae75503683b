import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily active users over four weeks; the colour is picked for the light or the dark theme.
const users = Array.from({ length: 28 }, (_, day) =>
  Math.round(1800 + day * 22 + 260 * Math.sin(day / 2.3) - (day % 7 >= 5 ? 420 : 0)),
);

export default function SparklineColorMode() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Active users</Typography>
      <SparkLineChart
        data={users}
        width={220}
        height={50}
        area
        color={(mode) => (mode === 'dark' ? '#80deea' : '#00695c')}
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value.toLocaleString('en-US')} users`)}
      />
    </Stack>
  );
}
