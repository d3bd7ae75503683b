import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart, type ScatterChartProps } from '@mui/x-charts/ScatterChart';

type Mode = 'sqrt' | 'linear' | 'log' | 'piecewise';
type SizeMap = NonNullable<ScatterChartProps['zAxis']>[number]['sizeMap'];

// Towns of a region: distance to the coast (km), median age and population.
const towns = [
  { id: 'Port Alder', x: 2, y: 41, sizeValue: 812000 },
  { id: 'Marrow Bay', x: 6, y: 44, sizeValue: 96000 },
  { id: 'Westfield', x: 14, y: 38, sizeValue: 240000 },
  { id: 'Kessing', x: 22, y: 46, sizeValue: 31000 },
  { id: 'Oakham', x: 31, y: 49, sizeValue: 8500 },
  { id: 'Brindle', x: 38, y: 43, sizeValue: 57000 },
  { id: 'Halloway', x: 47, y: 52, sizeValue: 4200 },
  { id: 'Tarn', x: 55, y: 47, sizeValue: 18000 },
  { id: 'Upper Reach', x: 63, y: 55, sizeValue: 2100 },
  { id: 'Millbrook', x: 70, y: 45, sizeValue: 135000 },
  { id: 'Fenwick', x: 78, y: 51, sizeValue: 12500 },
  { id: 'Crag End', x: 86, y: 57, sizeValue: 3100 },
];

const sizeMaps: Record<Mode, SizeMap> = {
  // Surface proportional to the value (the default interpolator).
  sqrt: { type: 'continuous', min: 1000, max: 1000000, size: [3, 28] },
  // Radius proportional to the value: large values dominate.
  linear: { type: 'continuous', min: 1000, max: 1000000, size: [3, 28], interpolator: 'linear' },
  // Equal steps per order of magnitude; min must be above 0.
  log: { type: 'continuous', min: 1000, max: 1000000, size: [3, 28], interpolator: 'log' },
  // Three size classes: below 10,000, below 100,000, and above.
  piecewise: { type: 'piecewise', thresholds: [10000, 100000], sizes: [5, 12, 22] },
};

const population = new Intl.NumberFormat('en-US');

export default function SizeMapTypes() {
  const [mode, setMode] = React.useState<Mode>('sqrt');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value: Mode | null) => value && setMode(value)}
        aria-label="Size map"
      >
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="piecewise">piecewise</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Distance to the coast (km)', min: -10, max: 100 }]}
        yAxis={[{ label: 'Median age', min: 34, max: 60 }]}
        zAxis={[{ id: 'population', sizeMap: sizeMaps[mode] }]}
        series={[
          {
            label: 'Towns',
            data: towns,
            sizeAxisId: 'population',
            valueFormatter: (town) => town && `${town.id}: ${population.format(town.sizeValue)} inhabitants`,
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
