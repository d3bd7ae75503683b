import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  status: 'On track' | 'At risk' | 'Blocked';
  progress: number;
}

const rows: Project[] = [
  { id: 1, name: 'Website redesign', status: 'On track', progress: 72 },
  { id: 2, name: 'Billing migration', status: 'At risk', progress: 41 },
  { id: 3, name: 'Mobile onboarding', status: 'On track', progress: 90 },
  { id: 4, name: 'Data warehouse', status: 'Blocked', progress: 15 },
  { id: 5, name: 'Support portal', status: 'At risk', progress: 58 },
];

const STATUS_COLOR = { 'On track': 'success', 'At risk': 'warning', Blocked: 'error' } as const;

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: (params) => (
      <Chip size="small" label={params.value} color={STATUS_COLOR[params.row.status]} />
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 180,
    // display: 'flex' centres custom content vertically in the cell.
    display: 'flex',
    renderCell: (params) => (
      <Box sx={{ width: '100%' }}>
        <LinearProgress variant="determinate" value={params.value ?? 0} />
      </Box>
    ),
  },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
