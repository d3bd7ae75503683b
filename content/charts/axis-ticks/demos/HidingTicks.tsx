import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => index + 1);
// Average response time (minutes) of a help desk over twelve weeks.
const responseTime = [42, 39, 44, 37, 33, 35, 30, 28, 31, 26, 24, 25];

export default function HidingTicks() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [hideLabels, setHideLabels] = React.useState(false);
  const [tickSize, setTickSize] = React.useState(6);

  const shared = {
    disableLine,
    disableTicks,
    tickSize,
    // A filter that rejects every label keeps the ticks but draws no text.
    tickLabelInterval: hideLabels ? () => false : ('auto' as const),
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
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
          control={<Switch checked={hideLabels} onChange={(event) => setHideLabels(event.target.checked)} />}
          label="Hide labels"
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="hiding-ticks-size" variant="body2" sx={{ minWidth: 90 }}>
          tickSize: {tickSize}
        </Typography>
        <Slider
          aria-labelledby="hiding-ticks-size"
          value={tickSize}
          min={0}
          max={16}
          disabled={disableTicks}
          onChange={(_, value) => setTickSize(value as number)}
          sx={{ flex: 1, maxWidth: 240 }}
        />
      </Stack>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: weeks, valueFormatter: (week: number) => `W${week}`, ...shared }]}
        yAxis={[{ width: 40, ...shared }]}
        series={[{ label: 'Response time (min)', data: responseTime }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
