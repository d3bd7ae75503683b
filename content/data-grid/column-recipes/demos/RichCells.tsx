import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  owner: string;
  repository: string;
  progress: number;
}

const owners = ['Nadia Benali', 'Tom Eriksen', 'Priya Raman', 'Diego Alvarez', 'Hana Kobayashi', 'Felix Braun'];
const projectNames = ['Checkout v2', 'Search rewrite', 'Mobile onboarding', 'Billing export', 'Design tokens', 'Status page'];
const palette = ['#1e88e5', '#43a047', '#8e24aa', '#f4511e', '#00897b', '#6d4c41'];

const rows: Project[] = projectNames.map((name, index) => ({
  id: index + 1,
  name,
  owner: owners[index],
  repository: `https://example.com/acme/${name.toLowerCase().replace(/\s+/g, '-')}`,
  progress: [0.92, 0.35, 0.6, 1, 0.15, 0.78][index],
}));

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', width: 170 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 200,
    renderCell: (params: GridRenderCellParams<Project, string>) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: palette[(params.row.id - 1) % palette.length] }}>
          {initials(params.value ?? '')}
        </Avatar>
        <span>{params.value}</span>
      </Stack>
    ),
  },
  {
    field: 'repository',
    headerName: 'Repository',
    flex: 1,
    minWidth: 160,
    // tabIndex follows the grid's focus: only the focused cell's link is in the tab order.
    renderCell: (params: GridRenderCellParams<Project, string>) => (
      <Link href={params.value} target="_blank" rel="noopener" tabIndex={params.tabIndex}>
        {params.value?.replace('https://example.com/', '')}
      </Link>
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 160,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
    renderCell: (params: GridRenderCellParams<Project, number>) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={(params.value ?? 0) * 100}
          color={params.value === 1 ? 'success' : 'primary'}
          aria-label={`${params.row.name} progress`}
          sx={{ flex: 1 }}
        />
        <span>{params.formattedValue}</span>
      </Stack>
    ),
  },
];

export default function RichCells() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
