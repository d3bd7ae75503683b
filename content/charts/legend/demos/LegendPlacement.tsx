import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

function Picker<T extends string>(props: {
  label: string;
  value: T;
  options: T[];
  onChange: (v: T) => void;
}) {
  const { label, value, options, onChange } = props;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ minWidth: 140 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Picker
          label="vertical"
          value={vertical}
          options={['top', 'middle', 'bottom']}
          onChange={setVertical}
        />
        <Picker
          label="horizontal"
          value={horizontal}
          options={['start', 'center', 'end']}
          onChange={setHorizontal}
        />
        <Picker
          label="direction"
          value={direction}
          options={['horizontal', 'vertical']}
          onChange={setDirection}
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: ['2022', '2023', '2024', '2025'] }]}
        series={[
          { label: 'Europe', data: [31, 35, 38, 44] },
          { label: 'Americas', data: [42, 40, 47, 52] },
          { label: 'Asia-Pacific', data: [27, 33, 41, 49] },
        ]}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Stack>
  );
}
