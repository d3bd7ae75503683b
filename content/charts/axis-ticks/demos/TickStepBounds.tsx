import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const DAY = 24 * 60 * 60 * 1000;
const minSteps = { none: undefined, day: DAY, week: 7 * DAY } as const;
type MinStep = keyof typeof minSteps;

// Eight weeks of daily sign-ups, with a weekend dip and a slow upward trend.
const days = Array.from({ length: 56 }, (_, index) => new Date(2025, 2, 3 + index));
const signUps = days.map((day, index) => {
  const weekend = day.getDay() === 0 || day.getDay() === 6;
  return Math.round(420 + index * 4 + 60 * Math.sin(index / 4) - (weekend ? 140 : 0));
});

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function TickStepBounds() {
  const [tickNumber, setTickNumber] = React.useState(8);
  const [minStep, setMinStep] = React.useState<MinStep>('none');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="tick-step-number" variant="body2" sx={{ minWidth: 110 }}>
          tickNumber: {tickNumber}
        </Typography>
        <Slider
          aria-labelledby="tick-step-number"
          value={tickNumber}
          min={2}
          max={100}
          onChange={(_, value) => setTickNumber(value as number)}
          sx={{ flex: 1, minWidth: 140, maxWidth: 280 }}
        />
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={minStep}
        onChange={(_, value: MinStep | null) => value && setMinStep(value)}
        aria-label="tickMinStep of the x-axis"
      >
        <ToggleButton value="none">No tickMinStep</ToggleButton>
        <ToggleButton value="day">1 day</ToggleButton>
        <ToggleButton value="week">7 days</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'time',
            data: days,
            tickNumber,
            // Milliseconds on a time axis: ticks never get closer than this.
            tickMinStep: minSteps[minStep],
            valueFormatter: (date: Date) => shortDate.format(date),
          },
        ]}
        yAxis={[{ tickNumber, width: 50 }]}
        series={[{ label: 'Sign-ups', data: signUps, showMark: false }]}
        grid={{ vertical: true, horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
