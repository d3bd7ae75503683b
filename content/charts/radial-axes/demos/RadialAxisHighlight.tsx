import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';

type Highlight = 'none' | 'line' | 'band';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Hours of sunshine per month in two cities.
const lisbon = [142, 156, 207, 234, 286, 327, 358, 347, 260, 207, 153, 137];
const dublin = [55, 71, 102, 153, 186, 170, 161, 151, 123, 98, 69, 48];

export default function RadialAxisHighlight() {
  const [rotation, setRotation] = React.useState<Highlight>('band');
  const [radius, setRadius] = React.useState<Exclude<Highlight, 'band'>>('line');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="rotation"
          value={rotation}
          onChange={(event) => setRotation(event.target.value as Highlight)}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="line">line</MenuItem>
          <MenuItem value="band">band</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="radius"
          value={radius}
          onChange={(event) => setRadius(event.target.value as Exclude<Highlight, 'band'>)}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="line">line</MenuItem>
        </TextField>
      </Stack>
      <RadialLineChart
        height={320}
        rotationAxis={[{ scaleType: 'point', data: months }]}
        radiusAxis={[{ min: 0, minRadius: 16 }]}
        series={[
          { data: lisbon, label: 'Lisbon', closePath: true },
          { data: dublin, label: 'Dublin', closePath: true },
        ]}
        grid={{ radius: true, rotation: true }}
        axisHighlight={{ rotation, radius }}
      />
    </Stack>
  );
}
