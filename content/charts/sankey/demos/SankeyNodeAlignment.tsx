import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

type Align = 'justify' | 'left' | 'right' | 'center';

// Website visits: "Pricing" and "Blog" end early, so alignment decides in which column they sit.
const links = [
  { source: 'Search', target: 'Home', value: 520 },
  { source: 'Social', target: 'Blog', value: 260 },
  { source: 'Ads', target: 'Pricing', value: 180 },
  { source: 'Home', target: 'Docs', value: 310 },
  { source: 'Home', target: 'Pricing', value: 140 },
  { source: 'Docs', target: 'Sign-up', value: 120 },
  { source: 'Pricing', target: 'Sign-up', value: 190 },
];

export default function SankeyNodeAlignment() {
  const [align, setAlign] = React.useState<Align>('justify');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="nodeOptions.align"
        value={align}
        onChange={(_, value: Align | null) => value && setAlign(value)}
      >
        {(['justify', 'left', 'right', 'center'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SankeyChart height={320} series={{ data: { links }, nodeOptions: { align } }} />
    </Stack>
  );
}
