import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Three readings of a smart home panel, each with its own text: a fraction, a unit, a word.
// Each box gives the meter its accessible name and values; the gauge's SVG is hidden from screen readers.
export default function GaugeTextFormat() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        role="meter"
        aria-label="Lights on"
        aria-valuenow={6}
        aria-valuemin={0}
        aria-valuemax={8}
        aria-valuetext="6 of 8"
      >
        <Gauge
          width={150}
          height={150}
          value={6}
          valueMax={8}
          text={({ value, valueMax }) => `${value} / ${valueMax}`}
        />
      </Box>
      <Box
        role="meter"
        aria-label="Living room temperature"
        aria-valuenow={21.5}
        aria-valuemin={10}
        aria-valuemax={30}
        aria-valuetext="21.5 degrees"
      >
        <Gauge
          width={150}
          height={150}
          value={21.5}
          valueMin={10}
          valueMax={30}
          text={({ value }) => `${value} °C`}
          sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 600 } }}
        />
      </Box>
      <Box
        role="meter"
        aria-label="Battery"
        aria-valuenow={82}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext="82 percent, charged"
      >
        <Gauge
          width={150}
          height={150}
          value={82}
          text={({ value }) => (value !== null && value > 75 ? 'Charged' : 'Charging')}
        />
      </Box>
    </Stack>
  );
}
