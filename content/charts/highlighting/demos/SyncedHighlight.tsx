import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// CPU (%) and memory (GB) of one server, in two charts that share the highlighted hour.
const cpu = hours.map((hour) => Math.round(35 + 25 * Math.sin(((hour - 6) * Math.PI) / 12)));
const memory = hours.map((hour) => Math.round((6 + 2 * Math.sin(((hour - 4) * Math.PI) / 12)) * 10) / 10);

export default function SyncedHighlight() {
  const [axis, setAxis] = React.useState<AxisItemIdentifier[]>([]);
  const shared = {
    height: 200,
    xAxis: [{ id: 'hour', data: hours, valueFormatter: (hour: number) => `${hour}:00` }],
    highlightedAxis: axis,
    onHighlightedAxisChange: setAxis,
  };
  return (
    <Stack spacing={1}>
      <LineChart {...shared} series={[{ label: 'CPU (%)', data: cpu, showMark: false }]} />
      <LineChart {...shared} series={[{ label: 'Memory (GB)', data: memory, showMark: false, color: '#9c27b0' }]} />
    </Stack>
  );
}
