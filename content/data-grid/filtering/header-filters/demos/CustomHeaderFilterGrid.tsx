import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridColDef,
  GridRenderHeaderFilterProps,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

const STATUSES = ['Open', 'Blocked', 'Done'];

function StatusHeaderFilter(props: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const { colDef, item } = props;
  const value: string = item.value ?? '';

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: string | null) => {
    if (next) {
      apiRef.current.upsertFilterItem({ field: colDef.field, operator: 'is', value: next });
    } else {
      apiRef.current.deleteFilterItem(item);
    }
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={handleChange}
      aria-label="Filter by status"
      sx={{ mx: 1 }}
    >
      {STATUSES.map((status) => (
        <ToggleButton key={status} value={status} sx={{ py: 0.25, px: 1 }}>
          {status}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const rows = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  task: ['Write spec', 'Fix login bug', 'Review PR', 'Update docs', 'Plan sprint'][index % 5],
  status: STATUSES[(index * 2) % 3],
}));

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 260,
    renderHeaderFilter: (params) => <StatusHeaderFilter {...params} />,
  },
];

export default function CustomHeaderFilterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
