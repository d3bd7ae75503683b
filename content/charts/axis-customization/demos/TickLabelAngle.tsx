import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Anchor = 'default' | 'start' | 'middle' | 'end';
type Baseline = 'default' | 'hanging' | 'central' | 'auto';

const rivers = ['Danube', 'Rhine', 'Loire', 'Elbe', 'Vistula', 'Tagus', 'Oder', 'Po'];
// Length of each river in kilometres.
const lengths = [2850, 1233, 1006, 1094, 1047, 1007, 840, 652];

export default function TickLabelAngle() {
  const [angle, setAngle] = React.useState(-45);
  const [textAnchor, setTextAnchor] = React.useState<Anchor>('default');
  const [dominantBaseline, setDominantBaseline] = React.useState<Baseline>('default');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="tick-label-angle" variant="body2" sx={{ minWidth: 80 }}>
          angle: {angle}°
        </Typography>
        <Slider
          aria-labelledby="tick-label-angle"
          value={angle}
          min={-90}
          max={90}
          step={15}
          onChange={(_, value) => setAngle(value as number)}
          sx={{ flex: 1, maxWidth: 260 }}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="textAnchor"
          value={textAnchor}
          onChange={(event) => setTextAnchor(event.target.value as Anchor)}
          sx={{ minWidth: 140 }}
        >
          {(['default', 'start', 'middle', 'end'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="dominantBaseline"
          value={dominantBaseline}
          onChange={(event) => setDominantBaseline(event.target.value as Baseline)}
          sx={{ minWidth: 140 }}
        >
          {(['default', 'hanging', 'central', 'auto'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={320}
        xAxis={[
          {
            scaleType: 'band',
            data: rivers,
            // Without textAnchor or dominantBaseline, the chart derives them from the angle.
            tickLabelStyle: {
              angle,
              ...(textAnchor === 'default' ? {} : { textAnchor }),
              ...(dominantBaseline === 'default' ? {} : { dominantBaseline }),
            },
            height: 70,
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[{ label: 'Length (km)', data: lengths }]}
        hideLegend
      />
    </Stack>
  );
}
