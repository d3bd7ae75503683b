import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

// Three readings with their own ranges: a rating, a pH value and an empty (loading) gauge.
export default function GaugeRange() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Gauge
        width={160}
        height={160}
        value={4.3}
        valueMin={1}
        valueMax={5}
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
        aria-label="Average rating"
      />
      <Gauge
        width={160}
        height={160}
        value={6.8}
        valueMin={0}
        valueMax={14}
        startAngle={-90}
        endAngle={90}
        text={({ value }) => `pH ${value}`}
        aria-label="Water acidity"
      />
      <Gauge width={160} height={160} value={null} text="…" aria-label="Loading value" />
    </Stack>
  );
}
