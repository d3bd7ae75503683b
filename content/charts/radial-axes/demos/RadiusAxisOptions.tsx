import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ChartsRadialDataProvider } from '@mui/x-charts/ChartsRadialDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsRadialGrid } from '@mui/x-charts/ChartsRadialGrid';
import { ChartsRotationAxis } from '@mui/x-charts/ChartsRotationAxis';
import { ChartsRadiusAxis } from '@mui/x-charts/ChartsRadiusAxis';

type Position = 'start' | 'end' | '45';
type LabelPosition = 'auto' | 'before' | 'after' | 'center';
type TickPosition = 'before' | 'after';

export default function RadiusAxisOptions() {
  const [position, setPosition] = React.useState<Position>('start');
  const [tickLabelPosition, setTickLabelPosition] = React.useState<LabelPosition>('auto');
  const [tickPosition, setTickPosition] = React.useState<TickPosition>('before');
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [disableTickLabel, setDisableTickLabel] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="position"
          value={position}
          onChange={(event) => setPosition(event.target.value as Position)}
          sx={{ minWidth: 100 }}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="end">end</MenuItem>
          <MenuItem value="45">45</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPosition"
          value={tickLabelPosition}
          onChange={(event) => setTickLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="auto">auto</MenuItem>
          <MenuItem value="before">before</MenuItem>
          <MenuItem value="after">after</MenuItem>
          <MenuItem value="center">center</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="tickPosition"
          value={tickPosition}
          onChange={(event) => setTickPosition(event.target.value as TickPosition)}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="before">before</MenuItem>
          <MenuItem value="after">after</MenuItem>
        </TextField>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />
          }
          label="disableLine"
        />
        <FormControlLabel
          control={
            <Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />
          }
          label="disableTicks"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableTickLabel}
              onChange={(event) => setDisableTickLabel(event.target.checked)}
            />
          }
          label="disableTickLabel"
        />
      </Stack>
      {/* A three-quarter circle, from -90° (left) to 180° (bottom), so 'start' and 'end' differ. */}
      <ChartsRadialDataProvider
        height={300}
        rotationAxis={[{ min: 0, max: 100, startAngle: -90, endAngle: 180 }]}
        radiusAxis={[{ min: 0, max: 50, minRadius: 20 }]}
      >
        <ChartsSurface>
          <ChartsRadialGrid radius />
          <ChartsRotationAxis disableTickLabel />
          <ChartsRadiusAxis
            position={position === '45' ? 45 : position}
            tickLabelPosition={tickLabelPosition}
            tickPosition={tickPosition}
            disableLine={disableLine}
            disableTicks={disableTicks}
            disableTickLabel={disableTickLabel}
          />
        </ChartsSurface>
      </ChartsRadialDataProvider>
    </Stack>
  );
}
