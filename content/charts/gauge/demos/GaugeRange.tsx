import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

// Three readings with their own ranges: a rating, a pH value and an empty (loading) gauge.
// The gauge's SVG is hidden from assistive technologies, so each box carries the meter's name and values.
export default function GaugeRange() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Box role="meter" aria-label="Average rating" aria-valuenow={4.3} aria-valuemin={1} aria-valuemax={5}>
        <Gauge
          width={160}
          height={160}
          value={4.3}
          valueMin={1}
          valueMax={5}
          text={({ value, valueMax }) => `${value} / ${valueMax}`}
        />
      </Box>
      <Box role="meter" aria-label="Water acidity" aria-valuenow={6.8} aria-valuemin={0} aria-valuemax={14}>
        <Gauge
          width={160}
          height={160}
          value={6.8}
          valueMin={0}
          valueMax={14}
          startAngle={-90}
          endAngle={90}
          text={({ value }) => `pH ${value}`}
        />
      </Box>
      <Box role="img" aria-label="Value loading">
        <Gauge width={160} height={160} value={null} text="…" />
      </Box>
    </Stack>
  );
}
