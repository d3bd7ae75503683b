import * as React from 'react';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Twenty-four projects: duration (weeks), budget overrun (%) and team size.
const projects = Array.from({ length: 24 }, (_, index) => {
  const weeks = 6 + ((index * 11) % 40);
  return {
    id: `P-${101 + index}`,
    x: weeks,
    y: Math.round(weeks * 0.6 - 4 + ((index * 23) % 17)),
    sizeValue: 3 + ((index * 13) % 28),
  };
})
  // Largest first: SVG paints in order, so the small bubbles end up on top and stay visible.
  .sort((a, b) => b.sizeValue - a.sizeValue);

export default function BubbleHighlight() {
  const [insideOnly, setInsideOnly] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={insideOnly} onChange={(event) => setInsideOnly(event.target.checked)} />}
        label='hitAreaRadius="item" (react only inside a bubble)'
      />
      <ScatterChart
        height={340}
        hitAreaRadius={insideOnly ? 'item' : undefined}
        xAxis={[{ label: 'Duration (weeks)', min: 0, max: 50 }]}
        yAxis={[{ label: 'Budget overrun (%)', min: -10, max: 50 }]}
        zAxis={[{ id: 'team', sizeMap: { type: 'continuous', min: 0, max: 30, size: [3, 20] } }]}
        series={[
          {
            label: 'Projects',
            data: projects,
            sizeAxisId: 'team',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (project) =>
              project &&
              `${project.id}: ${project.sizeValue} people, ${project.y > 0 ? '+' : ''}${project.y}%`,
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
