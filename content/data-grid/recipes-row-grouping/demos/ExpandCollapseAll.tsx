import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef, GridGroupNode, useGridApiRef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  team: string;
  location: string;
}

const structure: Record<string, string[]> = {
  Engineering: ['Platform', 'Mobile', 'Data'],
  Sales: ['EMEA', 'Americas'],
  Operations: ['Finance', 'People'],
};
const names = [
  'Alba',
  'Bo',
  'Cyrus',
  'Dana',
  'Edgar',
  'Fen',
  'Gia',
  'Hal',
  'Ivo',
  'Jun',
  'Kai',
  'Lia',
  'Milo',
  'Nia',
  'Oren',
  'Pia',
  'Quinn',
  'Rae',
];
const pairs = Object.entries(structure).flatMap(([department, teams]) =>
  teams.map((team) => [department, team]),
);
const rows: Employee[] = names.map((name, index) => {
  const [department, team] = pairs[index % pairs.length];
  return { id: index + 1, name, department, team, location: ['Lisbon', 'Remote', 'Montreal'][index % 3] };
});

// Team names are unique across departments, so a team group can be recognised by its key.
const engineeringTeams = new Set(structure.Engineering);

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function ExpandCollapseAll() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    api.getAllRowIds().forEach((id) => {
      if (api.getRowNode(id)?.type === 'group') {
        api.setRowChildrenExpansion(id, expanded);
      }
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['department', 'team'] } }}
          // Open Engineering and its teams on load; leave the rest closed.
          isGroupExpandedByDefault={(node: GridGroupNode) =>
            node.groupingField === 'department'
              ? node.groupingKey === 'Engineering'
              : engineeringTeams.has(String(node.groupingKey))
          }
        />
      </Box>
    </Stack>
  );
}
