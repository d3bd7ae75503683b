import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { RadialBarChart } from '@mui/x-charts-premium/RadialBarChart';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

const hours = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];
// Orders per three-hour slot of a food delivery service, by channel.
const channels = [
  { label: 'App', data: [40, 12, 18, 55, 140, 90, 210, 150] },
  { label: 'Website', data: [22, 6, 10, 38, 85, 60, 120, 95] },
  { label: 'Phone', data: [4, 1, 3, 12, 30, 18, 26, 14] },
];

export default function RadialBarHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [fade, setFade] = React.useState<Fade>('global');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="item">item</MenuItem>
          <MenuItem value="series">series</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="series">series</MenuItem>
          <MenuItem value="global">global</MenuItem>
        </TextField>
      </Stack>
      <RadialBarChart
        height={340}
        rotationAxis={[{ scaleType: 'band', data: hours }]}
        radiusAxis={[{ minRadius: 20, position: 'none' }]}
        series={channels.map((channel) => ({
          ...channel,
          stack: 'orders',
          highlightScope: { highlight, fade },
        }))}
        grid={{ radius: true }}
        // A click on a legend item hides or shows its series.
        slotProps={{ tooltip: { trigger: 'item' }, legend: { toggleVisibilityOnClick: true } }}
      />
    </Stack>
  );
}
