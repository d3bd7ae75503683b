import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { useZAxis } from '@mui/x-charts/hooks';
import type { ScatterValueType } from '@mui/x-charts/models';

// Universities of two countries: share of international students (%), graduate employment rate (%)
// and number of enrolled students.
const north: ScatterValueType[] = [
  { id: 'North Tech', x: 24, y: 91, sizeValue: 42000 },
  { id: 'Lakeside', x: 11, y: 84, sizeValue: 18000 },
  { id: 'Hill College', x: 7, y: 79, sizeValue: 6500 },
  { id: 'Capital U.', x: 31, y: 88, sizeValue: 61000 },
  { id: 'Riverside', x: 15, y: 82, sizeValue: 23000 },
];
const south: ScatterValueType[] = [
  { id: 'Southern State', x: 9, y: 76, sizeValue: 38000 },
  { id: 'Coastal Arts', x: 19, y: 71, sizeValue: 4800 },
  { id: 'Harbour U.', x: 27, y: 83, sizeValue: 29000 },
  { id: 'Plains Tech', x: 5, y: 80, sizeValue: 12000 },
];

const students = new Intl.NumberFormat('en-US');
const keyValues = [5000, 20000, 60000];

const formatUniversity = (point: ScatterValueType | null) =>
  point && `${point.id}: ${students.format(point.sizeValue)} students`;

// A key for the size channel, computed from the same scale the bubbles use.
function SizeKey() {
  const theme = useTheme();
  const { sizeScale } = useZAxis('students');
  if (!sizeScale) {
    return null;
  }
  const radii = keyValues.map((value) => (sizeScale(value) as number | null) ?? 0);
  const largest = Math.max(...radii);

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
      aria-label="Bubble size key"
    >
      {keyValues.map((value, index) => (
        <Stack key={value} spacing={0.5} sx={{ alignItems: 'center' }}>
          <svg width={largest * 2 + 2} height={radii[index] * 2 + 2} aria-hidden>
            <circle
              cx={largest + 1}
              cy={radii[index] + 1}
              r={radii[index]}
              fill="none"
              stroke={(theme.vars || theme).palette.text.secondary}
            />
          </svg>
          <Typography variant="caption">{students.format(value)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function BubbleSizeLegend() {
  return (
    <ChartsDataProvider
      height={340}
      xAxis={[{ label: 'International students (%)', min: 0, max: 40 }]}
      yAxis={[{ label: 'Graduates employed (%)', min: 65, max: 95 }]}
      zAxis={[{ id: 'students', sizeMap: { type: 'continuous', min: 0, max: 70000, size: [2, 22] } }]}
      series={[
        {
          type: 'scatter',
          label: 'North',
          data: north,
          sizeAxisId: 'students',
          valueFormatter: formatUniversity,
        },
        {
          type: 'scatter',
          label: 'South',
          data: south,
          sizeAxisId: 'students',
          valueFormatter: formatUniversity,
        },
      ]}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 2 }}
      >
        <ChartsLegend />
        <SizeKey />
      </Stack>
      <ChartsSurface>
        <ChartsGrid horizontal vertical />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip trigger="item" />
    </ChartsDataProvider>
  );
}
