import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  lead: string;
  progress: number;
}

const names = ['Checkout v2', 'Mobile app', 'Data warehouse', 'Design system', 'Help center', 'SSO'];
const leads = ['Ines', 'Kofi', 'Mei', 'Rafael', 'Sara', 'Tariq'];

const rows: Project[] = names.map((name, index) => ({
  id: index + 1,
  name,
  lead: leads[index],
  progress: [0.92, 0.35, 0.6, 1, 0.08, 0.74][index],
}));

function ProgressBar({ value }: GridRenderCellParams<Project, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent === 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={`${percent}% done`}
      />
      <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1 },
  { field: 'lead', headerName: 'Lead', width: 110 },
  // The value stays a number: sorting, filtering and export keep working on it.
  { field: 'progress', headerName: 'Progress', type: 'number', width: 220, renderCell: ProgressBar },
];

export default function ProgressCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
