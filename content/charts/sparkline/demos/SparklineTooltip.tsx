import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = Array.from({ length: 30 }, (_, index) => new Date(2025, 5, index + 1));
// Orders per day over June; hovering shows the day and the count.
const orders = days.map((_, index) => Math.round(40 + 12 * Math.sin(index / 4) + (index % 7 === 5 ? 18 : 0)));

export default function SparklineTooltip() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 90 }}>
        Orders, June
      </Typography>
      <SparkLineChart
        data={orders}
        height={60}
        width={240}
        showTooltip
        showHighlight
        area
        xAxis={{ data: days, scaleType: 'time', valueFormatter: (date: Date) => date.toLocaleDateString('en-GB') }}
        valueFormatter={(value) => `${value} orders`}
      />
    </Stack>
  );
}
