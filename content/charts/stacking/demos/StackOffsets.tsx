import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const offsets: StackOffsetType[] = ['none', 'expand', 'diverging', 'silhouette', 'wiggle'];
const weeks = Array.from({ length: 16 }, (_, index) => index + 1);
// Streams listened per genre (thousands) in a generated music app.
const genres = ['Pop', 'Rock', 'Jazz', 'Hip-hop'].map((label, genre) => ({
  label,
  data: weeks.map((week) => Math.round(30 + 20 * Math.sin((week + genre * 3) / 3) + genre * 8)),
}));

export default function StackOffsets() {
  const [offset, setOffset] = React.useState<StackOffsetType>('none');
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="stackOffset"
        value={offset}
        onChange={(event) => setOffset(event.target.value as StackOffsetType)}
        sx={{ width: 200 }}
      >
        {offsets.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={320}
        xAxis={[{ data: weeks, label: 'Week' }]}
        series={genres.map((genre) => ({ ...genre, stack: 'streams', stackOffset: offset, area: true, showMark: false }))}
      />
    </Stack>
  );
}
