import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPremium, GridColDef, GridGroupNode } from '@mui/x-data-grid-premium';

const STATUSES = ['Open', 'In review', 'Closed'];
const AREAS = ['Billing', 'Mobile app', 'Website'];

const rows = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  title: `Issue #${2400 + index}`,
  status: STATUSES[index % 3],
  area: AREAS[(index * 2) % 3],
  votes: (index * 11) % 40,
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'area', headerName: 'Area', width: 130 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 90 },
];

// Only the "Open" status opens on load, with all its sub-groups.
const openOnlyActive = (node: GridGroupNode) => node.depth > 0 || node.groupingKey === 'Open';

export default function GroupExpansion() {
  const [strategy, setStrategy] = React.useState('callback');
  const depth = strategy === 'callback' ? 0 : Number(strategy);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Expanded on load"
        value={strategy}
        onChange={(event) => setStrategy(event.target.value)}
        sx={{ mb: 1, minWidth: 260 }}
      >
        <MenuItem value="callback">isGroupExpandedByDefault: Open only</MenuItem>
        <MenuItem value="0">defaultGroupingExpansionDepth 0</MenuItem>
        <MenuItem value="1">defaultGroupingExpansionDepth 1</MenuItem>
        <MenuItem value="-1">defaultGroupingExpansionDepth -1</MenuItem>
      </TextField>
      <Box sx={{ height: 400 }}>
        {/* The key remounts the grid: both props are only read when groups are created. */}
        <DataGridPremium
          key={strategy}
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={depth}
          isGroupExpandedByDefault={strategy === 'callback' ? openOnlyActive : undefined}
          initialState={{ rowGrouping: { model: ['status', 'area'] } }}
        />
      </Box>
    </Box>
  );
}
