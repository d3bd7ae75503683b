import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  GridPreferencePanelsValue,
  PromptResponse,
} from '@mui/x-data-grid-premium';

interface Property {
  id: number;
  listing: string;
  kind: string;
  sqm: number;
  price: number;
  epc: string;
}

const streets = ['Birch Way', 'Quay Street', 'Abbey Road', 'Mill Lane', 'Orchard Close'];
const kinds = ['Flat', 'Terraced', 'Detached'];
const ratings = ['A', 'B', 'C', 'D', 'E'];
const rows: Property[] = Array.from({ length: 30 }, (_, index) => {
  const sqm = 38 + ((index * 23) % 160);
  return {
    id: index + 1,
    listing: `${2 + ((index * 9) % 80)} ${streets[index % streets.length]}`,
    kind: kinds[(index * 2) % kinds.length],
    sqm,
    price: sqm * (2600 + (index % 5) * 300),
    epc: ratings[(index * 3) % ratings.length],
  };
});

// `description` and `examples` are sent to `onPrompt` as context, so the model can map
// "energy efficient" to the `epc` column without seeing any row.
const columns: GridColDef<Property>[] = [
  { field: 'listing', headerName: 'Address', flex: 1, minWidth: 150 },
  { field: 'kind', headerName: 'Type', width: 100, examples: ['Flat', 'Terraced', 'Detached'] },
  {
    field: 'sqm',
    headerName: 'Area (m²)',
    type: 'number',
    width: 100,
    description: 'Floor area in square metres',
  },
  { field: 'price', headerName: 'Price (£)', type: 'number', width: 120 },
  {
    field: 'epc',
    headerName: 'EPC',
    width: 80,
    description: 'Energy performance certificate, from A (most efficient) to G',
    examples: ['A', 'C', 'E'],
  },
];

let conversationCounter = 0;

export default function AiAssistantContext() {
  const [lastContext, setLastContext] = React.useState<string>('');

  const handlePrompt = (prompt: string, context: string, conversationId?: string) => {
    setLastContext(JSON.stringify(JSON.parse(context), null, 2));
    const text = prompt.toLowerCase();
    const response: PromptResponse = {
      conversationId: conversationId ?? `demo-${(conversationCounter += 1)}`,
      select: -1,
      filters: text.includes('efficient') ? [{ column: 'epc', operator: 'isAnyOf', value: ['A', 'B'] }] : [],
      aggregation: {},
      sorting: text.includes('largest')
        ? [{ column: 'sqm', direction: 'desc' }]
        : [{ column: 'price', direction: 'asc' }],
      grouping: [],
      pivoting: {},
      chart: null,
    };
    return new Promise<PromptResponse>((resolve) => {
      setTimeout(() => resolve(response), 600);
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aiAssistant
          onPrompt={handlePrompt}
          aiAssistantSuggestions={[
            { value: 'Energy efficient homes, cheapest first' },
            { value: 'Largest properties' },
          ]}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
          initialState={{
            preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant },
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Context received by onPrompt
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          maxHeight: 180,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {lastContext || 'Send a prompt to see its context.'}
      </Box>
    </Stack>
  );
}
