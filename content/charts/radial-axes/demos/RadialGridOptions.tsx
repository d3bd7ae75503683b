import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ChartsRadialDataProvider } from '@mui/x-charts/ChartsRadialDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsRadialGrid } from '@mui/x-charts/ChartsRadialGrid';
import { ChartsRotationAxis } from '@mui/x-charts/ChartsRotationAxis';
import { ChartsRadiusAxis } from '@mui/x-charts/ChartsRadiusAxis';

export default function RadialGridOptions() {
  const [rotation, setRotation] = React.useState(true);
  const [radius, setRadius] = React.useState(true);
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={rotation} onChange={(event) => setRotation(event.target.checked)} />}
          label="rotation"
        />
        <FormControlLabel
          control={<Switch checked={radius} onChange={(event) => setRadius(event.target.checked)} />}
          label="radius"
        />
      </Stack>
      {/* Axes without series: a compass from 0° to 360° and a radius from 0 to 100. */}
      <ChartsRadialDataProvider
        height={300}
        rotationAxis={[{ min: 0, max: 360, tickNumber: 8 }]}
        radiusAxis={[{ min: 0, max: 100, minRadius: 20 }]}
      >
        <ChartsSurface>
          <ChartsRadialGrid rotation={rotation} radius={radius} />
          <ChartsRotationAxis />
          <ChartsRadiusAxis />
        </ChartsSurface>
      </ChartsRadialDataProvider>
    </Stack>
  );
}
