import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';

// A line has no single data index, so 'series' is the highlight that marks it (see the text).
type Highlight = 'none' | 'series';
type Fade = 'none' | 'global';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly guest nights of three hotels, in thousands.
const hotels = [
  { label: 'Seaside', data: [4, 4, 6, 9, 13, 18, 22, 21, 14, 8, 5, 6] },
  { label: 'Mountain', data: [15, 16, 12, 6, 4, 7, 10, 10, 6, 4, 8, 17] },
  { label: 'City', data: [9, 9, 10, 11, 12, 11, 10, 9, 12, 12, 11, 13] },
];

export default function RadialLineHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [fade, setFade] = React.useState<Fade>('global');
  const [area, setArea] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="series">series</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="global">global</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="area"
        />
      </Stack>
      <RadialLineChart
        height={340}
        rotationAxis={[{ scaleType: 'point', data: months }]}
        radiusAxis={[{ min: 0, position: 'none' }]}
        series={hotels.map((hotel) => ({
          ...hotel,
          area,
          closePath: true,
          highlightScope: { highlight, fade },
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}k nights`),
        }))}
        grid={{ radius: true, rotation: true }}
        // A click on a legend item hides or shows its series.
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
    </Stack>
  );
}
