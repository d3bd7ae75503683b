import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A supply chain with crossing flows: more layout passes untangle the links.
const links = [
  { source: 'Farm A', target: 'Mill North', value: 30 },
  { source: 'Farm A', target: 'Mill South', value: 12 },
  { source: 'Farm B', target: 'Mill North', value: 8 },
  { source: 'Farm B', target: 'Mill South', value: 34 },
  { source: 'Farm C', target: 'Mill North', value: 22 },
  { source: 'Farm C', target: 'Mill South', value: 18 },
  { source: 'Mill North', target: 'Bakeries', value: 38 },
  { source: 'Mill North', target: 'Export', value: 22 },
  { source: 'Mill South', target: 'Bakeries', value: 20 },
  { source: 'Mill South', target: 'Animal feed', value: 44 },
];

export default function SankeyIterations() {
  const [iterations, setIterations] = React.useState(0);
  return (
    <Stack sx={{ width: '100%' }}>
      <Typography id="sankey-iterations-label" variant="body2">
        iterations: {iterations}
      </Typography>
      <Slider
        aria-labelledby="sankey-iterations-label"
        value={iterations}
        min={0}
        max={12}
        step={1}
        marks
        onChange={(_, value) => setIterations(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <SankeyChart height={320} series={{ data: { links }, iterations }} />
    </Stack>
  );
}
