import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface TimeEntry {
  id: number;
  project: string;
  person: string;
  task: string;
  hours: number;
}

const projects = ['Website relaunch', 'Billing API', 'Onboarding study'];
const people = ['Aroha', 'Benedikt', 'Chioma', 'Dara'];
const tasks = ['Design', 'Build', 'Review', 'Meetings'];
const rows: TimeEntry[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  project: projects[index % projects.length],
  person: people[(index * 3) % people.length],
  task: tasks[(index * 5) % tasks.length],
  hours: 1 + ((index * 7) % 12) / 2,
}));

const columns: GridColDef<TimeEntry>[] = [
  { field: 'project', headerName: 'Project', width: 160 },
  { field: 'person', headerName: 'Person', width: 120 },
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
];

// Totals under each project (a footer row) and for the whole grid, none on the group rows.
const totalsInFooters = () => 'footer' as const;

export default function GroupFooterTotals() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        getAggregationPosition={totalsInFooters}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Project / person', leafField: 'person', width: 220 }}
        initialState={{
          rowGrouping: { model: ['project'] },
          aggregation: { model: { hours: 'sum' } },
          columns: { columnVisibilityModel: { person: false } },
        }}
      />
    </Box>
  );
}
