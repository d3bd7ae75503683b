import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeArcs() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      {/* Full circle, the default arc. */}
      <Gauge width={200} height={160} value={72} />
      {/* Half circle with rounded ends and a unit in the text. */}
      <Gauge
        width={200}
        height={160}
        value={3.4}
        valueMax={5}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        cornerRadius="50%"
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
      />
      {/* Three-quarter arc recoloured through its classes. */}
      <Gauge
        width={200}
        height={160}
        value={18}
        startAngle={-135}
        endAngle={135}
        text={({ value }) => `${value}%`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: '#ef6c00' },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 24, fontWeight: 700 },
        }}
      />
    </Stack>
  );
}
