import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

type Align = 'start' | 'middle' | 'end';
const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Room temperature (°C) over a day, with comfort bounds.
const temperature = hours.map((hour) => Math.round((19 + 3 * Math.sin(((hour - 8) * Math.PI) / 12)) * 10) / 10);

export default function ReferenceLineLabels() {
  const [align, setAlign] = React.useState<Align>('middle');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_, value: Align | null) => value && setAlign(value)}
        aria-label="labelAlign"
      >
        <ToggleButton value="start">start</ToggleButton>
        <ToggleButton value="middle">middle</ToggleButton>
        <ToggleButton value="end">end</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}h` }]}
        yAxis={[{ min: 14, max: 25 }]}
        series={[{ label: 'Temperature', data: temperature, showMark: false }]}
        hideLegend
      >
        <ChartsReferenceLine y={21} label="Upper comfort bound" labelAlign={align} spacing={{ y: 8 }} />
        <ChartsReferenceLine y={17} label="Lower comfort bound" labelAlign={align} spacing={{ y: 8 }} />
      </LineChart>
    </Stack>
  );
}
