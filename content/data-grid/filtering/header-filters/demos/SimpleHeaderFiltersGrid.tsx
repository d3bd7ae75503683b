import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  assignee: string;
  priority: number;
}

const SUBJECTS = ['Login fails', 'Slow export', 'Typo on invoice', 'Broken link', 'Crash on save'];
const ASSIGNEES = ['Iris', 'Omar', 'Yuki', 'Zane'];

const rows: Ticket[] = Array.from({ length: 15 }, (_, index) => ({
  id: 300 + index,
  subject: SUBJECTS[index % SUBJECTS.length],
  assignee: ASSIGNEES[(index * 3) % ASSIGNEES.length],
  priority: (index % 4) + 1,
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 100, filterable: false },
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'assignee', headerName: 'Assignee', width: 150 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 130 },
];

export default function SimpleHeaderFiltersGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        // Without the operator menu each header filter uses the column's default operator.
        slots={{ headerFilterMenu: null }}
        disableColumnFilter
        initialState={{
          filter: { filterModel: { items: [{ field: 'assignee', operator: 'contains', value: 'yu' }] } },
        }}
      />
    </Box>
  );
}
