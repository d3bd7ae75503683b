import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type Anchor = 'pointer' | 'node';
type Side = 'top' | 'bottom' | 'left' | 'right';

const regions = ['North', 'East', 'South', 'West', 'Central'];
const units = [1240, 980, 1510, 870, 1320];

export default function TooltipAnchor() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');
  const [position, setPosition] = React.useState<Side>('top');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="anchor"
          value={anchor}
          onChange={(event) => setAnchor(event.target.value as Anchor)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="pointer">pointer</MenuItem>
          <MenuItem value="node">node</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="position"
          value={position}
          onChange={(event) => setPosition(event.target.value as Side)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="top">top</MenuItem>
          <MenuItem value="bottom">bottom</MenuItem>
          <MenuItem value="left">left</MenuItem>
          <MenuItem value="right">right</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={[{ label: 'Units sold', data: units }]}
        slotProps={{ tooltip: { trigger: 'item', anchor, position } }}
      />
    </Stack>
  );
}
