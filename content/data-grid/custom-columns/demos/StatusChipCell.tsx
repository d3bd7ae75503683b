import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Status = 'Open' | 'In review' | 'Merged' | 'Closed';

interface PullRequest {
  id: number;
  title: string;
  author: string;
  status: Status;
}

const statusColor: Record<Status, ChipProps['color']> = {
  Open: 'info',
  'In review': 'warning',
  Merged: 'success',
  Closed: 'default',
};

const authors = ['Hana Kim', 'Ivan Petrov', 'Jade Wilson', 'Kemal Aydın', 'Lucía Gómez'];
const titles = [
  'Fix date parsing',
  'Add dark mode',
  'Bump dependencies',
  'Cache search results',
  'Remove dead code',
];
const statuses: Status[] = ['Open', 'In review', 'Merged', 'Closed'];

const rows: PullRequest[] = Array.from({ length: 8 }, (_, index) => ({
  id: 1200 + index,
  title: titles[index % titles.length],
  author: authors[(index * 3) % authors.length],
  status: statuses[(index * 5) % statuses.length],
}));

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const columns: GridColDef<PullRequest>[] = [
  { field: 'id', headerName: 'PR', width: 80, valueFormatter: (value: number) => `#${value}` },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  {
    field: 'author',
    headerName: 'Author',
    width: 180,
    renderCell: ({ value }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>{initials(value)}</Avatar>
        <span>{value}</span>
      </Stack>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 130,
    renderCell: ({ value }) => <Chip size="small" label={value} color={statusColor[value as Status]} />,
  },
];

export default function StatusChipCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
