import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridInitialState } from '@mui/x-data-grid';

interface Issue {
  id: number;
  title: string;
  label: string;
  votes: number;
  internalNote: string;
}

const LABELS = ['bug', 'feature', 'docs'];
const TITLES = [
  'Crash when resizing',
  'Dark mode for charts',
  'Typo in guide',
  'Export to PDF',
  'Slow filter',
  'Keyboard trap',
];

const rows: Issue[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `${TITLES[index % TITLES.length]} (#${index + 1})`,
  label: LABELS[(index * 2) % LABELS.length],
  votes: (index * 13) % 50,
  internalNote: 'triage pending',
}));

const columns: GridColDef<Issue>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'label', headerName: 'Label', type: 'singleSelect', valueOptions: LABELS, width: 120 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 100 },
  { field: 'internalNote', headerName: 'Internal note', width: 160 },
];

// Read once on mount; users can change any of it afterwards.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'votes', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'label', operator: 'is', value: 'bug' }] } },
  columns: { columnVisibilityModel: { internalNote: false } },
  pagination: { paginationModel: { page: 0, pageSize: 5 } },
  density: 'compact',
};

export default function InitialStateGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={initialState} pageSizeOptions={[5, 10, 25]} />
    </Box>
  );
}
