import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGridPremium,
  GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';

interface Plant {
  id: number;
  plant: string;
  light: string;
  waterEveryDays: number;
  heightCm: number;
}

const plants = [
  'Monstera',
  'Snake plant',
  'Fiddle leaf fig',
  'Pothos',
  'Peace lily',
  'ZZ plant',
  'Calathea',
  'Rubber plant',
];
const lights = ['Bright indirect', 'Low', 'Medium'];
const rows: Plant[] = plants.map((plant, index) => ({
  id: index + 1,
  plant,
  light: lights[index % lights.length],
  waterEveryDays: 4 + ((index * 5) % 14),
  heightCm: 25 + ((index * 37) % 160),
}));

const columns: GridColDef<Plant>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 170 },
  { field: 'heightCm', headerName: 'Height (cm)', type: 'number', width: 120 },
];

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

// The root's class reflects the state: `has-value` while typing, `is-busy` while a prompt runs.
function PillPromptToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <PromptField
        className={(state) =>
          ['prompt-pill', state.value ? 'has-value' : '', state.disabled ? 'is-busy' : ''].join(' ').trim()
        }
        onSubmit={async (prompt) => {
          await wait(700);
          const field = prompt.toLowerCase().includes('tall') ? 'heightCm' : 'waterEveryDays';
          apiRef.current.setSortModel([{ field, sort: 'desc' }]);
        }}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder='"Tallest plants" or "thirstiest plants"'
          aria-label="Prompt"
        />
        <PromptFieldSend render={<ToolbarButton aria-label="Send prompt" />}>
          <ArrowUpwardIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldClassNames() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .prompt-pill': {
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flex: 1,
          pl: 1,
          borderRadius: 5,
          border: 1,
          borderColor: 'divider',
          transition: 'border-color 150ms, opacity 150ms',
        },
        '& .prompt-pill fieldset': { border: 'none' },
        '& .prompt-pill.has-value': { borderColor: 'primary.main' },
        '& .prompt-pill.is-busy': { opacity: 0.6 },
      }}
    >
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: PillPromptToolbar }} showToolbar />
    </Box>
  );
}
