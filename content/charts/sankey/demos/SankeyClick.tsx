import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Water use (million m³) by source and sector; clicking a node or link describes it.
export default function SankeyClick() {
  const [message, setMessage] = React.useState('Click a node or a link');
  return (
    <Stack spacing={1}>
      <SankeyChart
        height={320}
        series={{
          data: {
            links: [
              { source: 'Rivers', target: 'Farming', value: 320 },
              { source: 'Rivers', target: 'Industry', value: 110 },
              { source: 'Groundwater', target: 'Farming', value: 140 },
              { source: 'Groundwater', target: 'Households', value: 90 },
              { source: 'Reservoirs', target: 'Households', value: 70 },
            ],
          },
        }}
        onNodeClick={(_, item) => setMessage(`${item.node.label}: ${item.node.value} million m³ in total`)}
        onLinkClick={(_, item) =>
          setMessage(`${item.link.source.label} → ${item.link.target.label}: ${item.link.value} million m³`)
        }
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
