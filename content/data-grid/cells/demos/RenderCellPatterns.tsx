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
  slug: string;
  lead: string;
  progress: number;
}

const rows: Project[] = [
  { id: 1, name: 'Checkout redesign', slug: 'checkout', lead: 'Mariam Haddad', progress: 0.82 },
  { id: 2, name: 'Search relevance', slug: 'search', lead: 'Tobias Lind', progress: 0.35 },
  { id: 3, name: 'Offline mode', slug: 'offline', lead: 'Yuki Sato', progress: 0.6 },
  { id: 4, name: 'Billing migration', slug: 'billing', lead: 'Olu Adeyemi', progress: 0.12 },
];

// Defined outside the columns, so React sees the same component on every render.
function ProgressCell({ value }: GridRenderCellParams<Project, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', height: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={`${percent}% complete`}
      />
      <span>{percent}%</span>
    </Stack>
  );
}

const columns: GridColDef<Project>[] = [
  {
    field: 'name',
    headerName: 'Project',
    flex: 1,
    minWidth: 180,
    // A link keeps the grid's single tab stop thanks to tabIndex.
    renderCell: ({ value, row, tabIndex }) => (
      <Link href={`#project-${row.slug}`} tabIndex={tabIndex}>
        {value}
      </Link>
    ),
  },
  {
    field: 'lead',
    headerName: 'Lead',
    width: 200,
    renderCell: ({ value }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>
          {String(value)
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </Avatar>
        <span>{value}</span>
      </Stack>
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 200,
    // Sorting, filtering and export still use the number; the bar is only for display.
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: (params) => <ProgressCell {...params} />,
  },
];

export default function RenderCellPatterns() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
