import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';
import type { RadialLineItemIdentifier } from '@mui/x-charts-premium/models';
import type { ChartsAxisData } from '@mui/x-charts/models';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const years = [
  { id: '2023', label: '2023', data: [31, 44, 52, 38] },
  { id: '2024', label: '2024', data: [36, 47, 58, 45] },
];

export default function RadialLineClick() {
  const [item, setItem] = React.useState<RadialLineItemIdentifier | null>(null);
  const [axis, setAxis] = React.useState<ChartsAxisData | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadialLineChart
        height={300}
        rotationAxis={[{ id: 'quarter', scaleType: 'point', data: quarters }]}
        radiusAxis={[{ min: 0 }]}
        series={years.map((year) => ({ ...year, showMark: true, closePath: true }))}
        grid={{ radius: true, rotation: true }}
        onItemClick={(_, identifier) => setItem(identifier)}
        onAxisClick={(_, data) => setAxis(data)}
      />
      <Box
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
      >
        {`onItemClick: ${item ? JSON.stringify(item) : 'click near a line'}\n`}
        {`onAxisClick: ${axis ? JSON.stringify(axis) : 'click anywhere in the chart'}`}
      </Box>
    </Stack>
  );
}
