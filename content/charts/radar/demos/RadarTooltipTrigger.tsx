import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Trigger = 'axis' | 'item' | 'none';

// Three laptops rated out of 10 by a review site; switch what the tooltip lists.
export default function RadarTooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Tooltip trigger"
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight={trigger === 'item' ? 'series' : 'axis'}
        radar={{ max: 10, metrics: ['Battery', 'Screen', 'Keyboard', 'Speed', 'Weight', 'Price'] }}
        series={[
          { label: 'Aero 14', data: [9, 7, 6, 7, 9, 6] },
          { label: 'Forge 16', data: [5, 9, 8, 10, 4, 5] },
          { label: 'Note 13', data: [7, 6, 7, 5, 8, 9] },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
