import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { RadarChart } from '@mui/x-charts/RadarChart';

const skills = ['TypeScript', 'CSS', 'Testing', 'Design', 'Ops', 'SQL'];

// Skill matrix of one developer, rated 0 to 10.
export default function RadarGridOptions() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  const [divisions, setDivisions] = React.useState(5);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="shape"
          value={shape}
          onChange={(event) => setShape(event.target.value as 'sharp' | 'circular')}
        >
          <MenuItem value="sharp">sharp</MenuItem>
          <MenuItem value="circular">circular</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="divisions"
          value={divisions}
          onChange={(event) => setDivisions(Number(event.target.value))}
        >
          {[2, 5, 10].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <RadarChart
        height={320}
        shape={shape}
        divisions={divisions}
        stripeColor={(index) => (index % 2 === 0 ? 'rgba(25, 118, 210, 0.06)' : 'transparent')}
        radar={{ max: 10, metrics: skills }}
        series={[{ label: 'Alex', data: [9, 6, 7, 4, 5, 8] }]}
      />
    </Stack>
  );
}
