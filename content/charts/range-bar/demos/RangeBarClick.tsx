import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';
import type { BarItemIdentifier } from '@mui/x-charts/models';
import type { RangeBarItemIdentifier, RangeBarValueType } from '@mui/x-charts-premium/models';
import type { ChartsAxisData } from '@mui/x-charts/models';
// Types the `seriesValues` of onAxisClick with the [start, end] pairs of range bars.
import type {} from '@mui/x-charts-premium/moduleAugmentation/rangeBarOnClick';

const shifts = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Hours of the day when each nurse is on duty.
const alex: RangeBarValueType[] = [
  [7, 15],
  [7, 15],
  [14, 22],
  [14, 22],
  [7, 15],
];
const sam: RangeBarValueType[] = [
  [14, 22],
  [22, 30],
  [22, 30],
  [7, 15],
  [14, 22],
];

export default function RangeBarClick() {
  const [item, setItem] = React.useState<BarItemIdentifier | RangeBarItemIdentifier | null>(null);
  const [axis, setAxis] = React.useState<ChartsAxisData | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChartPremium
        height={280}
        xAxis={[{ scaleType: 'band', data: shifts }]}
        yAxis={[{ min: 0, max: 30, valueFormatter: (hour: number) => `${hour % 24}h` }]}
        series={[
          { type: 'rangeBar', id: 'alex', data: alex, label: 'Alex' },
          { type: 'rangeBar', id: 'sam', data: sam, label: 'Sam' },
        ]}
        onItemClick={(_, identifier) => setItem(identifier)}
        onAxisClick={(_, data) => setAxis(data)}
      />
      <Box
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
      >
        {`onItemClick: ${item ? JSON.stringify(item) : 'click a bar'}\n`}
        {`onAxisClick: ${axis ? JSON.stringify(axis) : 'click anywhere in the chart'}`}
      </Box>
    </Stack>
  );
}
