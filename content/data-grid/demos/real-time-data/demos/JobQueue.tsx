import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowModelUpdate, useGridApiRef } from '@mui/x-data-grid-pro';

interface Job {
  id: number;
  name: string;
  status: 'Queued' | 'Running' | 'Done';
  progress: number;
  /** When the job finished, in ms since the page loaded; done jobs leave the list 3 s later. */
  doneAt?: number;
}

const TASKS = ['Resize images', 'Send invoices', 'Rebuild index', 'Export report', 'Sync contacts'];
const MAX_RUNNING = 3;
// The queue starts empty. A constant: a new `[]` on each render would reset the grid's rows.
const NO_ROWS: Job[] = [];

const columns: GridColDef<Job>[] = [
  { field: 'id', headerName: 'Job', type: 'number', width: 70 },
  { field: 'name', headerName: 'Task', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 160,
    renderCell: ({ value }) => (
      <Box sx={{ width: '100%' }}>
        <LinearProgress variant="determinate" value={value} aria-label={`${value} %`} />
      </Box>
    ),
  },
];

/** The queue one second later: finished jobs leave, running ones advance, queued ones start. */
function step(jobs: Map<number, Job>, now: number, nextId: () => number): GridRowModelUpdate[] {
  const updates: GridRowModelUpdate[] = [];
  let running = [...jobs.values()].filter((job) => job.status === 'Running').length;
  for (const job of jobs.values()) {
    if (job.status === 'Done' && now - job.doneAt! > 3000) {
      jobs.delete(job.id);
      updates.push({ id: job.id, _action: 'delete' });
    } else if (job.status === 'Running') {
      const progress = Math.min(100, job.progress + 10 + ((job.id * 7) % 25));
      const next: Job =
        progress === 100 ? { ...job, progress, status: 'Done', doneAt: now } : { ...job, progress };
      jobs.set(job.id, next);
      updates.push(next);
    } else if (job.status === 'Queued' && running < MAX_RUNNING) {
      running += 1;
      jobs.set(job.id, { ...job, status: 'Running' });
      updates.push({ id: job.id, status: 'Running' });
    }
  }
  if (jobs.size < 8) {
    const id = nextId();
    const job: Job = { id, name: TASKS[id % TASKS.length], status: 'Queued', progress: 0 };
    jobs.set(id, job);
    updates.push(job);
  }
  return updates;
}

export default function JobQueue() {
  const apiRef = useGridApiRef();
  const jobs = React.useRef(new Map<number, Job>());
  const lastId = React.useRef(0);
  const [running, setRunning] = React.useState(
    () => typeof window === 'undefined' || !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      const updates = step(jobs.current, performance.now(), () => (lastId.current += 1));
      apiRef.current?.updateRows(updates);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setRunning((value) => !value)} aria-pressed={!running}>
          {running ? 'Pause queue' : 'Resume queue'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          At most {MAX_RUNNING} jobs run at once.
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 380,
          '@media (prefers-reduced-motion: reduce)': { '& .MuiLinearProgress-bar': { transition: 'none' } },
        }}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={NO_ROWS}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'id', sort: 'asc' }] } }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
