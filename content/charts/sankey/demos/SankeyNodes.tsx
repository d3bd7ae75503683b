import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

type Align = 'justify' | 'left' | 'right' | 'center';

// A web shop's traffic: channel → landing page → outcome (sessions).
const nodes = [
  { id: 'search', label: 'Search', color: '#1976d2' },
  { id: 'social', label: 'Social', color: '#9c27b0' },
  { id: 'mail', label: 'Newsletter', color: '#2e7d32' },
  { id: 'home', label: 'Home page' },
  { id: 'product', label: 'Product page' },
  { id: 'buy', label: 'Purchase', color: '#ed6c02' },
  { id: 'leave', label: 'Left', color: '#757575' },
];
const links = [
  { source: 'search', target: 'product', value: 540 },
  { source: 'search', target: 'home', value: 210 },
  { source: 'social', target: 'home', value: 330 },
  { source: 'mail', target: 'product', value: 180 },
  { source: 'home', target: 'product', value: 260 },
  { source: 'home', target: 'leave', value: 280 },
  { source: 'product', target: 'buy', value: 190 },
  { source: 'product', target: 'leave', value: 790 },
  { source: 'mail', target: 'buy', value: 40 },
];

export default function SankeyNodes() {
  const [align, setAlign] = React.useState<Align>('justify');
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="nodeOptions.align"
        value={align}
        onChange={(event) => setAlign(event.target.value as Align)}
        sx={{ width: 220 }}
      >
        {['justify', 'left', 'right', 'center'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <SankeyChart
        height={360}
        series={{
          data: { nodes, links },
          nodeOptions: { align, width: 12, padding: 18 },
        }}
      />
    </Stack>
  );
}
