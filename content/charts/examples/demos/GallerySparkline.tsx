import * as React from 'react';
import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing prices of two stocks over 20 sessions.
const price = (seed: number) =>
  Array.from({ length: 20 }, (_, day) => Math.round(100 + Math.sin((day + seed) / 3) * 8 + day * seed * 0.2));

export default function GallerySparkline() {
  return (
    <Stack spacing={2} sx={{ height: 200, justifyContent: 'center' }}>
      <SparkLineChart data={price(1)} height={60} area />
      <SparkLineChart data={price(3)} height={60} plotType="bar" />
    </Stack>
  );
}
