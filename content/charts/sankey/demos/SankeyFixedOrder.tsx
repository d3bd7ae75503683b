import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Students of a university by school and then by outcome; the outcomes have a natural order.
const nodes = [
  { id: 'Engineering' },
  { id: 'Arts' },
  { id: 'Sciences' },
  { id: 'Graduated', color: '#2e7d32' },
  { id: 'Still enrolled', color: '#f9a825' },
  { id: 'Left', color: '#c62828' },
];
const links = [
  { source: 'Engineering', target: 'Graduated', value: 410 },
  { source: 'Engineering', target: 'Still enrolled', value: 90 },
  { source: 'Engineering', target: 'Left', value: 60 },
  { source: 'Arts', target: 'Graduated', value: 220 },
  { source: 'Arts', target: 'Still enrolled', value: 120 },
  { source: 'Arts', target: 'Left', value: 110 },
  { source: 'Sciences', target: 'Graduated', value: 300 },
  { source: 'Sciences', target: 'Still enrolled', value: 70 },
  { source: 'Sciences', target: 'Left', value: 45 },
];

export default function SankeyFixedOrder() {
  const [fixed, setFixed] = React.useState(true);
  const sort = fixed ? 'fixed' : 'auto';
  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={fixed} onChange={(event) => setFixed(event.target.checked)} />}
        label="Keep the order of the data ('fixed')"
      />
      <SankeyChart
        height={320}
        series={{ data: { nodes, links }, nodeOptions: { sort }, linkOptions: { sort } }}
      />
    </Stack>
  );
}
