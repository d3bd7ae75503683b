import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChartsRadialDataProvider } from '@mui/x-charts/ChartsRadialDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsRadialGrid } from '@mui/x-charts/ChartsRadialGrid';
import { ChartsRotationAxis } from '@mui/x-charts/ChartsRotationAxis';
import { ChartsRadiusAxis } from '@mui/x-charts/ChartsRadiusAxis';

type Position = 'outside' | 'inside';
type Side = 'before' | 'after';

export default function RotationAxisOptions() {
  const [angles, setAngles] = React.useState<number[]>([-120, 120]);
  const [position, setPosition] = React.useState<Position>('outside');
  const [tickLabelPosition, setTickLabelPosition] = React.useState<Side>('after');
  const [tickNumber, setTickNumber] = React.useState(7);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="position"
          value={position}
          onChange={(event) => {
            const value = event.target.value as Position;
            setPosition(value);
            // Follow the default of each position: labels away from the circle.
            setTickLabelPosition(value === 'outside' ? 'after' : 'before');
          }}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="outside">outside</MenuItem>
          <MenuItem value="inside">inside</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPosition"
          value={tickLabelPosition}
          onChange={(event) => setTickLabelPosition(event.target.value as Side)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="before">before</MenuItem>
          <MenuItem value="after">after</MenuItem>
        </TextField>
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <div style={{ minWidth: 150, flex: 1 }}>
          <Typography variant="caption">
            startAngle: {angles[0]}°, endAngle: {angles[1]}°
          </Typography>
          <Slider
            size="small"
            min={-180}
            max={360}
            step={10}
            value={angles}
            onChange={(_, value) => setAngles(value as number[])}
            getAriaLabel={(index) => (index === 0 ? 'startAngle' : 'endAngle')}
          />
        </div>
        <div style={{ minWidth: 120, flex: 1 }}>
          <Typography variant="caption">tickNumber: {tickNumber}</Typography>
          <Slider
            size="small"
            min={2}
            max={16}
            value={tickNumber}
            onChange={(_, value) => setTickNumber(value as number)}
            aria-label="tickNumber"
          />
        </div>
      </Stack>
      <ChartsRadialDataProvider
        height={300}
        rotationAxis={[
          {
            min: 0,
            max: 100,
            startAngle: angles[0],
            endAngle: angles[1],
            tickNumber,
            valueFormatter: (value: number) => `${value}%`,
          },
        ]}
        radiusAxis={[{ min: 0, max: 10, minRadius: 40 }]}
      >
        <ChartsSurface>
          <ChartsRadialGrid rotation radius />
          <ChartsRotationAxis position={position} tickLabelPosition={tickLabelPosition} />
          <ChartsRadiusAxis />
        </ChartsSurface>
      </ChartsRadialDataProvider>
    </Stack>
  );
}
