import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TuneIcon from '@mui/icons-material/Tune';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  GridFilterModel,
  Toolbar,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: 'Low' | 'Normal' | 'High';
  status: 'Open' | 'Pending' | 'Closed';
  assignee: string;
}

const subjects = [
  'Login fails',
  'Invoice missing',
  'Slow export',
  'Password reset',
  'Broken link',
  'Sync error',
];
const priorities: Ticket['priority'][] = ['Low', 'Normal', 'High'];
const statuses: Ticket['status'][] = ['Open', 'Pending', 'Closed'];
const assignees = ['Ada', 'Ben', 'Cleo', 'Dev'];
const rows: Ticket[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  subject: `${subjects[index % subjects.length]} #${200 + index}`,
  priority: priorities[(index * 2) % priorities.length],
  status: statuses[(index + Math.floor(index / 3)) % statuses.length],
  assignee: assignees[index % assignees.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: priorities, width: 110 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 110 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];

const presets: Record<string, GridFilterModel> = {
  all: { items: [] },
  open: { items: [{ field: 'status', operator: 'is', value: 'Open' }] },
  urgent: { items: [{ field: 'priority', operator: 'is', value: 'High' }] },
};

// Preset buttons write the filter model; the trigger opens the panel to refine it.
function PresetsToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const current =
    Object.keys(presets).find(
      (key) =>
        JSON.stringify(presets[key].items.map((item) => [item.field, item.value])) ===
        JSON.stringify(filterModel.items.map((item) => [item.field, item.value])),
    ) ?? null;

  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={current}
        aria-label="Filter presets"
        onChange={(_, value: string | null) => value && apiRef.current.setFilterModel(presets[value])}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="open">Open</ToggleButton>
        <ToggleButton value="urgent">High priority</ToggleButton>
      </ToggleButtonGroup>
      <Divider orientation="vertical" flexItem />
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<TuneIcon />} color={current ? 'primary' : 'secondary'}>
            {current || state.filterCount === 0 ? 'Custom filter' : 'Custom filter (active)'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPresetsToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PresetsToolbar }} showToolbar />
    </Box>
  );
}
