import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Revenue (k€) per quarter for two product lines.
const hardware = [182, 210, 198, 254];
const services = [96, 118, 131, 149];

export default function TickPlacementExplorer() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 150 }}
        >
          {(['start', 'middle', 'end', 'extremities'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          sx={{ minWidth: 150 }}
        >
          {(['middle', 'tick'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters, tickPlacement, tickLabelPlacement, tickSize: 10 }]}
        yAxis={[{ width: 40 }]}
        series={[
          { label: 'Hardware', data: hardware },
          { label: 'Services', data: services },
        ]}
      />
    </Stack>
  );
}
