import * as React from 'react';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// App onboarding: users completing each step, in outlined and increasing forms.
const steps = [
  { label: 'Installed', value: 9000, color: '#1565c0' },
  { label: 'Signed up', value: 5200, color: '#1976d2' },
  { label: 'Profile done', value: 3100, color: '#42a5f5' },
  { label: 'First post', value: 1200, color: '#90caf9' },
];

export default function FunnelVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FunnelChart
        height={280}
        hideLegend
        series={[{ data: steps, variant: 'outlined', borderRadius: 0 }]}
      />
      <FunnelChart
        height={280}
        hideLegend
        series={[{ data: [...steps].reverse(), funnelDirection: 'increasing', curve: 'pyramid' }]}
      />
    </Stack>
  );
}
