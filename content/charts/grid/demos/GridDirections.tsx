import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Study hours per week against exam score for 50 generated students.
const students = Array.from({ length: 50 }, (_, id) => {
  const hours = 2 + ((id * 7) % 20);
  return { id, x: hours, y: Math.min(100, Math.round(40 + hours * 2.5 + ((id * 31) % 17) - 8)) };
});

export default function GridDirections() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);
  return (
    <Stack>
      <Stack direction="row">
        <FormControlLabel control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />} label="horizontal" />
        <FormControlLabel control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />} label="vertical" />
      </Stack>
      <ScatterChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'Study hours per week' }]}
        yAxis={[{ label: 'Exam score', min: 30, max: 100 }]}
        series={[{ label: 'Students', data: students }]}
        hideLegend
      />
    </Stack>
  );
}
