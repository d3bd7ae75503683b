import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type SizeMode = 'default' | 'fixed' | 'auto';

const departments = [
  'Customer support',
  'Research and development',
  'Sales',
  'Finance',
  'Human resources',
  'Logistics',
];
// Open positions per department.
const openings = [14, 23, 9, 4, 3, 11];

const widths = { default: undefined, fixed: 150, auto: 'auto' } as const;

export default function AxisSizeModes() {
  const [mode, setMode] = React.useState<SizeMode>('default');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value: SizeMode | null) => value && setMode(value)}
        aria-label="y-axis width"
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="fixed">width: 150</ToggleButton>
        <ToggleButton value="auto">auto</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: departments, width: widths[mode] }]}
        xAxis={[{ label: 'Open positions' }]}
        series={[{ label: 'Open positions', data: openings }]}
        hideLegend
      />
    </Stack>
  );
}
