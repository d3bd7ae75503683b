import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import type { SankeyItemIdentifier } from '@mui/x-charts-pro/SankeyChart';

// Water use of a city (million m³): buttons highlight a source node, hovering updates the buttons.
const sources = ['River', 'Groundwater', 'Reservoir'];
const links = [
  { source: 'River', target: 'Treatment', value: 42 },
  { source: 'Groundwater', target: 'Treatment', value: 27 },
  { source: 'Reservoir', target: 'Treatment', value: 31 },
  { source: 'Treatment', target: 'Homes', value: 48 },
  { source: 'Treatment', target: 'Industry', value: 29 },
  { source: 'Treatment', target: 'Leaks', value: 14 },
  { source: 'Treatment', target: 'Parks', value: 9 },
];

export default function SankeyControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<SankeyItemIdentifier | null>(null);
  const current = highlighted?.subType === 'node' ? highlighted.nodeId : null;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {sources.map((source) => (
          <Button
            key={source}
            size="small"
            variant={current === source ? 'contained' : 'outlined'}
            onClick={() =>
              setHighlighted(
                current === source
                  ? null
                  : { type: 'sankey', seriesId: 'water', subType: 'node', nodeId: source },
              )
            }
          >
            {source}
          </Button>
        ))}
      </Stack>
      <SankeyChart
        height={320}
        series={{
          id: 'water',
          data: { links },
          nodeOptions: { highlight: 'outgoing', fade: 'global' },
          linkOptions: { highlight: 'source', fade: 'global' },
        }}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
    </Stack>
  );
}
