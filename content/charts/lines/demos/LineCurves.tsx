import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step', 'stepAfter'];
const hours = [0, 3, 6, 9, 12, 15, 18, 21];
const visitors = [120, 60, 90, 480, 720, 650, 810, 340];

export default function LineCurves() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 200 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}:00` }]}
        series={[{ label: 'Visitors', data: visitors, curve }]}
      />
    </Stack>
  );
}
