import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

type JobState = 'running' | 'succeeded' | 'failed' | 'cancelled';

interface Job {
  id: number;
  pipeline: string;
  branch: string;
  state: JobState;
  durationMin: number;
}

const pipelines = ['build', 'test', 'lint', 'deploy-staging', 'e2e', 'deploy-prod', 'docs'];
const states: JobState[] = ['succeeded', 'running', 'failed', 'succeeded', 'cancelled', 'succeeded', 'failed'];
const rows: Job[] = pipelines.map((pipeline, index) => ({
  id: 8800 + index,
  pipeline,
  branch: index % 3 === 0 ? 'main' : `feature/${['search', 'billing'][index % 2]}`,
  state: states[index],
  durationMin: 3 + ((index * 11) % 17),
}));

const columns: GridColDef<Job>[] = [
  { field: 'id', headerName: 'Run', width: 90 },
  { field: 'pipeline', headerName: 'Pipeline', flex: 1 },
  { field: 'branch', headerName: 'Branch', flex: 1 },
  { field: 'state', headerName: 'State', width: 120 },
  { field: 'durationMin', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function RowStateStyling() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        '& .job--failed': {
          bgcolor: 'rgba(211, 47, 47, 0.08)',
          '&:hover, &.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(211, 47, 47, 0.16)' },
        },
        '& .job--running': { fontWeight: 600, color: 'info.main' },
        '& .job--cancelled': { color: 'text.disabled', textDecoration: 'line-through' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params: GridRowClassNameParams<Job>) => `job--${params.row.state}`}
        hideFooter
      />
    </Box>
  );
}
