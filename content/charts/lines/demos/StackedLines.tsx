import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h'];
const lanes = [
  { id: 'cars', label: 'Cars', data: [820, 910, 640, 520, 560, 590, 540, 610, 780, 960] },
  { id: 'bikes', label: 'Bikes', data: [240, 310, 150, 90, 120, 130, 100, 140, 260, 330] },
  { id: 'buses', label: 'Buses', data: [42, 48, 30, 24, 26, 28, 24, 30, 44, 50] },
];

export default function StackedLines() {
  const [stacked, setStacked] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />}
        label="stack: 'traffic'"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ label: 'Vehicles per hour', width: 60 }]}
        // Stacked, each line is drawn at the running total of the lines before it.
        series={lanes.map((lane) => ({ ...lane, stack: stacked ? 'traffic' : undefined }))}
      />
    </Stack>
  );
}
