import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { Gauge } from '@mui/x-charts/Gauge';

const readings = [42, 78, 65, 91, 23, 57];

export default function AnimatedGauge() {
  const [index, setIndex] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <Gauge
        width={220}
        height={180}
        value={readings[index]}
        startAngle={-110}
        endAngle={110}
        innerRadius="75%"
        text={({ value }) => `${value}%`}
        aria-label="Disk usage"
      />
      <Button variant="outlined" onClick={() => setIndex((index + 1) % readings.length)}>
        Next reading
      </Button>
    </Stack>
  );
}
