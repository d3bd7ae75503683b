import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { HighlightItemIdentifier } from '@mui/x-charts/models';

const stages = [
  { label: 'Installed', value: 52000 },
  { label: 'Signed up', value: 31000 },
  { label: 'Created a project', value: 14800 },
  { label: 'Invited a teammate', value: 6100 },
  { label: 'Subscribed', value: 2300 },
];

// Mobile app onboarding: hovering a stage fades the others, and the text below follows.
export default function FunnelHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemIdentifier<'funnel'> | null>(null);
  const index = highlighted?.dataIndex;
  const stage = index === undefined ? undefined : stages[index];
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FunnelChart
        height={300}
        series={[{ id: 'onboarding', data: stages, highlightScope: { highlight: 'item', fade: 'global' } }]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
      />
      <Typography variant="body2" aria-live="polite">
        {stage && index !== undefined
          ? `${stage.label}: ${Math.round((stage.value / stages[0].value) * 100)}% of installs`
          : 'Hover a stage to see its share of installs.'}
      </Typography>
    </Stack>
  );
}
