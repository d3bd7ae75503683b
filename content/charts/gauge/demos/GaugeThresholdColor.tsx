import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Memory used by a container (%), coloured by threshold.
const colorFor = (value: number) => (value < 60 ? '#2e7d32' : value < 85 ? '#ed6c02' : '#d32f2f');

export default function GaugeThresholdColor() {
  const [value, setValue] = React.useState(64);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Gauge
        width={200}
        height={160}
        value={value}
        startAngle={-110}
        endAngle={110}
        cornerRadius="50%"
        text={({ value: current }) => `${current} %`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(value) },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 28 },
        }}
      />
      <Slider
        aria-label="Memory used"
        value={value}
        onChange={(_, next) => setValue(next as number)}
        sx={{ maxWidth: 240 }}
      />
    </Stack>
  );
}
