import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Three stores' revenue (k€); buttons outside the chart drive the highlight, and hovering updates them.
const stores = [
  { id: 'lyon', label: 'Lyon', data: [42, 45, 51, 48, 55, 60] },
  { id: 'lille', label: 'Lille', data: [30, 33, 31, 36, 38, 37] },
  { id: 'nice', label: 'Nice', data: [25, 24, 29, 35, 44, 52] },
];

export default function ControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemIdentifier<'line'> | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        {stores.map((store) => (
          <Button
            key={store.id}
            size="small"
            variant={highlighted?.seriesId === store.id ? 'contained' : 'outlined'}
            onClick={() => setHighlighted(highlighted?.seriesId === store.id ? null : { seriesId: store.id })}
          >
            {store.label}
          </Button>
        ))}
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ data: months, scaleType: 'point' }]}
        series={stores.map((store) => ({
          ...store,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
    </Stack>
  );
}
