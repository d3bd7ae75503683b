import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type Mode = 'infinite' | 'radius' | 'item' | 'off';

// 60 restaurants: average bill (€) against rating. Compare how far the pointer may be from a point.
const restaurants = Array.from({ length: 60 }, (_, id) => ({
  id,
  x: 12 + ((id * 37) % 60),
  y: Math.round((3 + ((id * 17) % 20) / 10) * 10) / 10,
}));

export default function ScatterVoronoi() {
  const [mode, setMode] = React.useState<Mode>('infinite');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value: Mode | null) => value && setMode(value)}
        aria-label="hover detection"
      >
        <ToggleButton value="infinite">closest point</ToggleButton>
        <ToggleButton value="radius">within 30 px</ToggleButton>
        <ToggleButton value="item">marker only</ToggleButton>
        <ToggleButton value="off">disableHitArea</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        hitAreaRadius={mode === 'radius' ? 30 : mode === 'item' ? 'item' : undefined}
        disableHitArea={mode === 'off'}
        xAxis={[{ label: 'Average bill (€)' }]}
        yAxis={[{ label: 'Rating', min: 2.5, max: 5.5 }]}
        series={[{ label: 'Restaurants', data: restaurants, markerSize: 5 }]}
        hideLegend
      />
    </Stack>
  );
}
