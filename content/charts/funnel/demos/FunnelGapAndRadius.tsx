import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const tickets = [
  { label: 'Opened', value: 1280 },
  { label: 'Triaged', value: 1040 },
  { label: 'Escalated', value: 310 },
  { label: 'Engineering fix', value: 95 },
];

// Support tickets by stage; try the sliders to separate the sections and round their corners.
export default function FunnelGapAndRadius() {
  const [gap, setGap] = React.useState(6);
  const [radius, setRadius] = React.useState(8);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <Stack sx={{ flex: 1 }}>
          <Typography id="funnel-gap-label" variant="body2">
            gap: {gap}px
          </Typography>
          <Slider
            aria-labelledby="funnel-gap-label"
            value={gap}
            min={0}
            max={24}
            onChange={(_, value) => setGap(value as number)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography id="funnel-radius-label" variant="body2">
            borderRadius: {radius}px
          </Typography>
          <Slider
            aria-labelledby="funnel-radius-label"
            value={radius}
            min={0}
            max={24}
            onChange={(_, value) => setRadius(value as number)}
          />
        </Stack>
      </Stack>
      <FunnelChart height={280} gap={gap} series={[{ data: tickets, borderRadius: radius }]} hideLegend />
    </Stack>
  );
}
