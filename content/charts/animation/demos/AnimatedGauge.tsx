import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { Gauge } from '@mui/x-charts/Gauge';

const readings = [42, 78, 65, 91, 23, 57];

export default function AnimatedGauge() {
  const [index, setIndex] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      {/* The wrapper is the meter for screen readers: the gauge's own SVG is aria-hidden. */}
      <Box
        role="meter"
        aria-label="Disk usage"
        aria-valuenow={readings[index]}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <Gauge
          width={220}
          height={180}
          value={readings[index]}
          startAngle={-110}
          endAngle={110}
          innerRadius="75%"
          text={({ value }) => `${value}%`}
        />
      </Box>
      <Button variant="outlined" onClick={() => setIndex((index + 1) % readings.length)}>
        Next reading
      </Button>
    </Stack>
  );
}
