import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { tickFrequencies } from '@mui/x-charts/utils';
import type { TickFrequencyDefinition } from '@mui/x-charts/models';

// Daily energy use (kWh) of a small office, from mid-December to the end of June.
const days = Array.from({ length: 198 }, (_, index) => new Date(2024, 11, 15 + index));
const energy = days.map((day, index) => {
  const weekend = day.getDay() === 0 || day.getDay() === 6;
  return Math.round((weekend ? 18 : 46) + 14 * Math.cos(index / 32) + ((index * 13) % 7));
});

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });

// Built-in rules for where ticks go, with labels of our own.
const quarters: TickFrequencyDefinition = {
  ...tickFrequencies.quarterly,
  format: (date) => `Q${Math.floor(date.getMonth() / 3) + 1} ${date.getFullYear()}`,
};
const months: TickFrequencyDefinition = {
  ...tickFrequencies.months,
  format: (date) => monthName.format(date),
};
const weeks: TickFrequencyDefinition = {
  ...tickFrequencies.weeks,
  format: (date) => `${date.getDate()}`,
};

export default function OrdinalTickFrequencies() {
  const [tickNumber, setTickNumber] = React.useState(6);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="ordinal-time-tick-number" variant="body2" sx={{ minWidth: 110 }}>
          tickNumber: {tickNumber}
        </Typography>
        <Slider
          aria-labelledby="ordinal-time-tick-number"
          value={tickNumber}
          min={2}
          max={40}
          onChange={(_, value) => setTickNumber(value as number)}
          sx={{ flex: 1, maxWidth: 280 }}
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            // From the coarsest to the finest frequency.
            ordinalTimeTicks: [quarters, months, weeks],
            tickNumber,
          },
        ]}
        yAxis={[{ width: 40, label: 'kWh' }]}
        series={[{ label: 'Energy', data: energy }]}
        hideLegend
      />
    </Stack>
  );
}
