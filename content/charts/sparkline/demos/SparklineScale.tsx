import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// CPU load (%) of three servers: a shared 0–100 y-axis keeps the sparklines comparable.
const load = (base: number, swing: number) =>
  Array.from({ length: 24 }, (_, hour) => Math.round(base + swing * Math.sin(hour / 3)));
const servers = [
  { name: 'web-1', data: load(30, 8) },
  { name: 'web-2', data: load(55, 20) },
  { name: 'db-1', data: load(78, 12) },
];

export default function SparklineScale() {
  return (
    <Stack spacing={1}>
      {servers.map((server) => (
        <Stack key={server.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 60 }}>
            {server.name}
          </Typography>
          {/* Keyboard navigation is on by default since v9, and SparkLineChart 9.14 ignores */}
          {/* `disableKeyboardNavigation`: `inert` removes the tab stop of this static sparkline. */}
          <Box inert>
            <SparkLineChart
              data={server.data}
              height={40}
              width={200}
              yAxis={{ min: 0, max: 100 }}
              color={server.data.some((value) => value > 85) ? '#d32f2f' : '#2e7d32'}
              curve="natural"
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
