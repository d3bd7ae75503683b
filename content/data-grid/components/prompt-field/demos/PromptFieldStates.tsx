import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  GridColDef,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  task: string;
  owner: string;
  estimateHours: number;
  dueInDays: number;
}

const tasks = [
  'Write release notes',
  'Fix login redirect',
  'Update pricing page',
  'Review pull requests',
  'Plan sprint',
  'Migrate database',
  'Audit accessibility',
];
const owners = ['Nia', 'Omar', 'Pia', 'Quinn'];
const rows: Task[] = tasks.map((task, index) => ({
  id: index + 1,
  task,
  owner: owners[index % owners.length],
  estimateHours: 1 + ((index * 5) % 16),
  dueInDays: 1 + ((index * 4) % 14),
}));

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'estimateHours', headerName: 'Estimate (h)', type: 'number', width: 120 },
  { field: 'dueInDays', headerName: 'Due in (days)', type: 'number', width: 130 },
];

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

// The field is disabled while `onSubmit` is pending: the send button shows a spinner meanwhile.
function StatefulPromptToolbar() {
  const apiRef = useGridApiContext();
  const [error, setError] = React.useState<string | null>(null);

  const handleSubmit = async (prompt: string) => {
    await wait(900);
    const field = prompt.toLowerCase().includes('due') ? 'dueInDays' : 'estimateHours';
    apiRef.current.setSortModel([{ field, sort: 'asc' }]);
  };

  return (
    <Toolbar>
      <PromptField
        onSubmit={handleSubmit}
        onRecordError={setError}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          aria-label="Prompt"
          placeholder='Sort by "due date" or "estimate"'
          helperText={error}
          error={Boolean(error)}
        />
        {IS_SPEECH_RECOGNITION_SUPPORTED && (
          <PromptFieldRecord
            render={(props, state) => (
              <ToolbarButton {...props} aria-label={state.recording ? 'Stop dictation' : 'Dictate'}>
                {state.recording ? <MicOffIcon fontSize="small" /> : <MicIcon fontSize="small" />}
              </ToolbarButton>
            )}
          />
        )}
        <PromptFieldSend
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Send prompt">
              {state.disabled ? <CircularProgress size={16} /> : <SendIcon fontSize="small" />}
            </ToolbarButton>
          )}
        />
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldStates() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: StatefulPromptToolbar }} showToolbar />
    </Box>
  );
}
