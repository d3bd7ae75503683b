import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type NumericScale = 'linear' | 'sqrt' | 'log';

// Population (thousands) and number of public libraries for a set of towns.
const towns = [
  [4, 1],
  [9, 1],
  [18, 2],
  [35, 3],
  [52, 4],
  [80, 6],
  [120, 8],
  [210, 12],
  [340, 18],
  [520, 25],
  [900, 38],
  [1500, 55],
  [2600, 84],
  [4100, 120],
].map(([x, y], id) => ({ id, x, y }));

export default function ScaleTypeSwitch() {
  const [scaleType, setScaleType] = React.useState<NumericScale>('linear');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, next: NumericScale | null) => next && setScaleType(next)}
        aria-label="x-axis scale type"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        xAxis={[{ scaleType, label: 'Population (thousands)' }]}
        yAxis={[{ scaleType, label: 'Libraries' }]}
        series={[{ label: 'Towns', data: towns }]}
        hideLegend
      />
    </Stack>
  );
}
