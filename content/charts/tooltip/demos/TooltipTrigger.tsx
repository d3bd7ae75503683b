import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const teams = ['Design', 'Backend', 'Frontend', 'QA', 'Ops'];

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, next: Trigger | null) => next !== null && setTrigger(next)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={[
          { label: 'Open issues', data: [12, 34, 27, 18, 9] },
          { label: 'Closed this week', data: [8, 21, 30, 14, 11] },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
