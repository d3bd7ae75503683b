import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

type Baseline = 0 | 'min' | 'max';

const days = Array.from({ length: 14 }, (_, i) => i + 1);
// Daily net cash flow, crossing zero several times.
const flow = [40, 25, -10, -35, -20, 15, 60, 45, 10, -5, -40, -15, 20, 50];

export default function AreaBaseline() {
  const [baseline, setBaseline] = React.useState<Baseline>(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        // A null value means the active button was clicked again: keep the current one.
        onChange={(_, next: Baseline | null) => next !== null && setBaseline(next)}
      >
        <ToggleButton value={0}>0</ToggleButton>
        <ToggleButton value="min">min</ToggleButton>
        <ToggleButton value="max">max</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: days, scaleType: 'point', label: 'Day' }]}
        series={[{ label: 'Net cash flow', data: flow, area: true, baseline, showMark: false }]}
        sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.35 } }}
      />
    </Stack>
  );
}
