import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const TEAMS = ['Platform', 'Payments', 'Growth'];
const CHECKS = ['Unit tests', 'Lint', 'E2E', 'Bundle size'];

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  team: TEAMS[index % 3],
  check: CHECKS[Math.floor(index / 3) % 4],
  passed: (index * 7) % 5 !== 0,
  flaky: index % 6 === 2,
  durationMin: 2 + ((index * 11) % 18),
}));

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'check', headerName: 'Check', width: 130 },
  { field: 'passed', headerName: 'Passed', type: 'boolean', width: 110 },
  { field: 'flaky', headerName: 'Flaky', type: 'boolean', width: 100 },
  { field: 'durationMin', headerName: 'Duration (min)', type: 'number', width: 140 },
];

export default function AggregationBooleanCounts() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['team'] },
          aggregation: {
            // Count the checks that passed, the flaky ones, and the runs in each group.
            model: { passed: 'sizeTrue', flaky: 'sizeTrue', check: 'size', durationMin: 'max' },
          },
        }}
      />
    </Box>
  );
}
