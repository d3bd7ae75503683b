import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Trip {
  id: number;
  driver: string;
  city: string;
  distanceKm: number;
  fare: number;
}

const drivers = ['Ayo', 'Bea', 'Carlos', 'Dina', 'Eli'];
const cities = ['Madrid', 'Berlin', 'Milan'];
const rows: Trip[] = Array.from({ length: 36 }, (_, index) => {
  const distanceKm = 2 + ((index * 11) % 28);
  return {
    id: index + 1,
    driver: drivers[index % drivers.length],
    city: cities[Math.floor(index / 4) % cities.length],
    distanceKm,
    fare: Math.round((3 + distanceKm * 1.4) * 100) / 100,
  };
});

const columns: GridColDef<Trip>[] = [
  { field: 'driver', headerName: 'Driver', flex: 1 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 130 },
  { field: 'fare', headerName: 'Fare (€)', type: 'number', width: 110 },
];

const quickPrompts = ['Total fares by driver', 'Longest trips in Berlin'];

let conversationCounter = 0;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const byDriver = prompt.toLowerCase().includes('by driver');
  const city = cities.find((name) => prompt.toLowerCase().includes(name.toLowerCase()));
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          conversationId: conversationId ?? `demo-${(conversationCounter += 1)}`,
          select: -1,
          filters: city ? [{ column: 'city', operator: 'equals', value: city }] : [],
          aggregation: byDriver ? { fare: 'sum', distanceKm: 'sum' } : {},
          sorting: byDriver ? [] : [{ column: 'distanceKm', direction: 'desc' }],
          grouping: byDriver ? [{ column: 'driver' }] : [],
          pivoting: {},
          chart: null,
        }),
      700,
    );
  });
}

// Buttons outside the grid run prompts through the API; the panel keeps the history.
export default function AiAssistantFromCode() {
  const apiRef = useGridApiRef();
  const [pending, setPending] = React.useState(false);

  const run = async (prompt: string) => {
    setPending(true);
    await apiRef.current?.aiAssistant.processPrompt(prompt);
    setPending(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {quickPrompts.map((prompt) => (
          <Button key={prompt} size="small" variant="outlined" disabled={pending} onClick={() => run(prompt)}>
            {prompt}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aiAssistant
          onPrompt={resolvePrompt}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
