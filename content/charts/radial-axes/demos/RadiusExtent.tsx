import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ChartsRadialDataProvider } from '@mui/x-charts/ChartsRadialDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsRadialGrid } from '@mui/x-charts/ChartsRadialGrid';
import { ChartsRotationAxis } from '@mui/x-charts/ChartsRotationAxis';
import { ChartsRadiusAxis } from '@mui/x-charts/ChartsRadiusAxis';

type Unit = 'pixels' | 'percent';

function Dial({ size, minRadius }: { size: number; minRadius: number | string }) {
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <ChartsRadialDataProvider
        width={size}
        height={size}
        margin={24}
        rotationAxis={[{ min: 0, max: 360, tickNumber: 4 }]}
        radiusAxis={[{ min: 0, max: 100, minRadius, tickNumber: 3 }]}
      >
        <ChartsSurface>
          <ChartsRadialGrid radius rotation />
          <ChartsRotationAxis disableTickLabel />
          <ChartsRadiusAxis />
        </ChartsSurface>
      </ChartsRadialDataProvider>
      <Typography variant="caption">
        {size} × {size} px
      </Typography>
    </Stack>
  );
}

export default function RadiusExtent() {
  const [unit, setUnit] = React.useState<Unit>('pixels');
  const minRadius = unit === 'pixels' ? 40 : '40%';
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={unit}
        onChange={(_, value: Unit | null) => value && setUnit(value)}
        aria-label="minRadius unit"
      >
        <ToggleButton value="pixels">minRadius: 40</ToggleButton>
        <ToggleButton value="percent">minRadius: &apos;40%&apos;</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Dial size={140} minRadius={minRadius} />
        <Dial size={220} minRadius={minRadius} />
      </Stack>
    </Stack>
  );
}
