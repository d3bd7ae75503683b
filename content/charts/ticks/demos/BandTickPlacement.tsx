import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type LabelPlacement = 'middle' | 'tick';
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

// Hours of overtime per week on a band axis: compare where ticks and their labels go.
export default function BandTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<LabelPlacement>('middle');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField select size="small" label="tickPlacement" value={tickPlacement} onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}>
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="tickLabelPlacement" value={tickLabelPlacement} onChange={(event) => setTickLabelPlacement(event.target.value as LabelPlacement)}>
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weeks, tickPlacement, tickLabelPlacement }]}
        series={[{ label: 'Overtime (h)', data: [6, 9, 4, 12, 7, 3] }]}
        hideLegend
      />
    </Stack>
  );
}
