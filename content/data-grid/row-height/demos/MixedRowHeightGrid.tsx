import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, DataGridProps, GridColDef } from '@mui/x-data-grid';

interface Changelog {
  id: number;
  version: string;
  kind: 'Release' | 'Patch';
  notes: string;
}

const rows: Changelog[] = [
  { id: 1, version: '3.0.0', kind: 'Release', notes: 'New dashboard with customisable widgets. Faster search across all projects. Dark mode for every page. Export to PDF and spreadsheet formats.' },
  { id: 2, version: '3.0.1', kind: 'Patch', notes: 'Fixes a crash when opening an empty project.' },
  { id: 3, version: '3.0.2', kind: 'Patch', notes: 'Fixes the date format in exported files.' },
  { id: 4, version: '3.1.0', kind: 'Release', notes: 'Comments on tasks, with mentions and notifications. A calendar view for deadlines.' },
  { id: 5, version: '3.1.1', kind: 'Patch', notes: 'Mentions now work with names containing accents.' },
];

const columns: GridColDef<Changelog>[] = [
  { field: 'version', headerName: 'Version', width: 100 },
  { field: 'kind', headerName: 'Type', width: 100 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    renderCell: (params) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{params.value}</Box>,
  },
];

// Releases are measured; patches keep a fixed, compact height of one line.
const getRowHeight: DataGridProps<Changelog>['getRowHeight'] = ({ model }) =>
  model.kind === 'Release' ? 'auto' : 40;

export default function MixedRowHeightGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </Box>
  );
}
