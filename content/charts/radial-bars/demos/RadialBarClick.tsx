import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadialBarChart } from '@mui/x-charts-premium/RadialBarChart';
import type { RadialBarItemIdentifier } from '@mui/x-charts-premium/models';
import type { ChartsAxisData } from '@mui/x-charts/models';

const directions = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
// Hours of wind per direction over a month, split by strength.
const light = [40, 28, 22, 31, 52, 88, 96, 61];
const strong = [12, 6, 4, 9, 18, 47, 63, 25];

export default function RadialBarClick() {
  const [item, setItem] = React.useState<RadialBarItemIdentifier | null>(null);
  const [axis, setAxis] = React.useState<ChartsAxisData | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadialBarChart
        height={300}
        rotationAxis={[{ id: 'direction', scaleType: 'band', data: directions }]}
        radiusAxis={[{ minRadius: 16, position: 'none' }]}
        series={[
          { id: 'light', data: light, label: 'Light wind', stack: 'wind' },
          { id: 'strong', data: strong, label: 'Strong wind', stack: 'wind' },
        ]}
        grid={{ radius: true, rotation: true }}
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
      <Typography variant="caption" color="text.secondary">
        A click on a bar calls both handlers; a click on an empty sector calls only onAxisClick.
      </Typography>
    </Stack>
  );
}
