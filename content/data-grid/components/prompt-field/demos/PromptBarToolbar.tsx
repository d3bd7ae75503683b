import * as React from 'react';
import Box from '@mui/material/Box';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  PromptResponse,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';

interface Car {
  id: number;
  model: string;
  maker: string;
  fuel: string;
  price: number;
  year: number;
}

const models = [
  ['Corsa', 'Opel'],
  ['Model 3', 'Tesla'],
  ['Yaris', 'Toyota'],
  ['Golf', 'Volkswagen'],
  ['Zoe', 'Renault'],
  ['Civic', 'Honda'],
];
const fuels = ['Petrol', 'Electric', 'Hybrid', 'Diesel'];
const rows: Car[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  model: models[index % models.length][0],
  maker: models[index % models.length][1],
  fuel: fuels[(index * 3) % fuels.length],
  price: 9000 + ((index * 2711) % 31000),
  year: 2014 + ((index * 5) % 11),
}));

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1 },
  { field: 'maker', headerName: 'Maker', width: 130 },
  { field: 'fuel', headerName: 'Fuel', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

let conversationCounter = 0;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const fuel = fuels.find((name) => text.includes(name.toLowerCase()));
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          conversationId: conversationId ?? `local-${(conversationCounter += 1)}`,
          select: -1,
          filters: fuel ? [{ column: 'fuel', operator: 'equals', value: fuel }] : [],
          aggregation: {},
          sorting: text.includes('cheap')
            ? [{ column: 'price', direction: 'asc' }]
            : [{ column: 'year', direction: 'desc' }],
          grouping: [],
          pivoting: {},
          chart: null,
        }),
      800,
    );
  });
}

// A prompt bar in the toolbar: the grid's assistant processes the prompt, no panel involved.
function PromptToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <PromptField
        onSubmit={async (prompt) => {
          await apiRef.current.aiAssistant.processPrompt(prompt);
        }}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder='Try "cheapest electric cars" or "newest hybrids"'
          aria-label="Describe the rows you want"
        />
        <PromptFieldSend render={<ToolbarButton aria-label="Send prompt" />}>
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptBarToolbar() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
      />
    </Box>
  );
}
