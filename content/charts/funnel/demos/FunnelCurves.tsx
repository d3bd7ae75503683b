import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'];

// Newsletter campaign: e-mails sent, opened, clicked and converted.
export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as FunnelCurveType)}
        sx={{ width: 200 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <FunnelChart
        height={300}
        gap={4}
        series={[
          {
            curve,
            data: [
              { label: 'Sent', value: 48000 },
              { label: 'Opened', value: 19400 },
              { label: 'Clicked', value: 4100 },
              { label: 'Converted', value: 620 },
            ],
          },
        ]}
      />
    </Stack>
  );
}
