import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Direction = 'auto' | 'increasing' | 'decreasing';

// Hospital triage levels by patients seen this week; the tip points where `funnelDirection` says.
const levels = [
  { label: 'Resuscitation', value: 14 },
  { label: 'Emergent', value: 96 },
  { label: 'Urgent', value: 310 },
  { label: 'Less urgent', value: 520 },
];

export default function PyramidDirection() {
  const [direction, setDirection] = React.useState<Direction>('auto');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="funnelDirection"
        value={direction}
        onChange={(_, value: Direction | null) => value && setDirection(value)}
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[{ curve: 'pyramid', funnelDirection: direction, data: levels }]}
        hideLegend
      />
    </Stack>
  );
}
