import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const stages = ['Visit', 'Sign-up', 'Trial', 'Paid', 'Renewed'];
const people = [1000, 420, 260, 120, 95];

export default function BandAndPoint() {
  const [scaleType, setScaleType] = React.useState<'band' | 'point'>('band');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, next: 'band' | 'point' | null) => next && setScaleType(next)}
        aria-label="x-axis scale type"
      >
        <ToggleButton value="band">band</ToggleButton>
        <ToggleButton value="point">point</ToggleButton>
      </ToggleButtonGroup>
      {/* key remounts the container: bars need a band axis, so they are only drawn with one. */}
      <ChartsContainer
        key={scaleType}
        height={300}
        xAxis={[{ id: 'stage', scaleType, data: stages }]}
        series={
          scaleType === 'band'
            ? [
                { type: 'bar', data: people },
                { type: 'line', showMark: true, data: people },
              ]
            : [{ type: 'line', showMark: true, data: people }]
        }
      >
        {scaleType === 'band' && <BarPlot />}
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsContainer>
    </Stack>
  );
}
