import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';
const years = ['2021', '2022', '2023', '2024', '2025'];
// Books sold (thousands) per format; change the scope and hover the bars.
const formats = [
  { label: 'Paperback', data: [120, 118, 110, 104, 98] },
  { label: 'E-book', data: [60, 66, 71, 75, 80] },
  { label: 'Audiobook', data: [18, 25, 34, 46, 57] },
];

export default function HighlightScopes() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField select size="small" label="highlight" value={highlight} onChange={(event) => setHighlight(event.target.value as Highlight)}>
          {['none', 'item', 'series'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="fade" value={fade} onChange={(event) => setFade(event.target.value as Fade)}>
          {['none', 'series', 'global'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        series={formats.map((format) => ({ ...format, highlightScope: { highlight, fade } }))}
      />
    </Stack>
  );
}
