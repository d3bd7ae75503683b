import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Three readings of a smart home panel, each with its own text: a fraction, a unit, a word.
export default function GaugeTextFormat() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Gauge
        width={150}
        height={150}
        value={6}
        valueMax={8}
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
        aria-label="Lights on: 6 of 8"
      />
      <Gauge
        width={150}
        height={150}
        value={21.5}
        valueMin={10}
        valueMax={30}
        text={({ value }) => `${value} °C`}
        aria-label="Living room temperature: 21.5 degrees"
        sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 600 } }}
      />
      <Gauge
        width={150}
        height={150}
        value={82}
        text={({ value }) => (value !== null && value > 75 ? 'Charged' : 'Charging')}
        aria-label="Battery: 82 percent, charged"
      />
    </Stack>
  );
}
