import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { NumberValue } from '@mui/x-charts/models';

type Mode = 'nice' | 'strict' | 'padded';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const heartRate = [63, 67, 61, 72, 69, 58, 60];

// A function receives the data extremes and returns the bounds to use.
// They are typed as `NumberValue` (a number or a Date); `valueOf()` gives the number.
const padded = (min: NumberValue, max: NumberValue) => ({
  min: min.valueOf() - 5,
  max: max.valueOf() + 5,
});

export default function AxisDomainLimit() {
  const [mode, setMode] = React.useState<Mode>('nice');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: Mode | null) => next && setMode(next)}
        aria-label="domain limit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ label: 'Resting heart rate (bpm)', domainLimit: mode === 'padded' ? padded : mode }]}
        series={[{ label: 'Heart rate', data: heartRate }]}
        hideLegend
      />
    </Stack>
  );
}
