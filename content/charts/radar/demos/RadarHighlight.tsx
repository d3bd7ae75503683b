import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Highlight = 'axis' | 'series' | 'none';

// Three players' season statistics, normalised to 0–100.
export default function RadarHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('axis');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_, value: Highlight | null) => value && setHighlight(value)}
        aria-label="highlight mode"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight={highlight}
        radar={{ max: 100, metrics: ['Goals', 'Assists', 'Passes', 'Tackles', 'Stamina'] }}
        series={[
          { label: 'Rivera', data: [82, 45, 70, 30, 75] },
          { label: 'Okafor', data: [40, 78, 88, 55, 68] },
          { label: 'Lindqvist', data: [25, 35, 60, 90, 85], fillArea: true },
        ]}
      />
    </Stack>
  );
}
