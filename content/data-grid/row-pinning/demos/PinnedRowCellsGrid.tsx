import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Sprint {
  id: number | string;
  team: string;
  points: number;
  status: 'On track' | 'At risk' | 'Done' | null;
}

const rows: Sprint[] = [
  { id: 1, team: 'Payments', points: 34, status: 'On track' },
  { id: 2, team: 'Search', points: 21, status: 'At risk' },
  { id: 3, team: 'Mobile', points: 40, status: 'Done' },
  { id: 4, team: 'Platform', points: 27, status: 'On track' },
  { id: 5, team: 'Growth', points: 18, status: 'At risk' },
];

const pinnedRows: GridPinnedRowsProp<Sprint> = {
  bottom: [
    {
      id: 'total',
      team: 'All teams',
      points: rows.reduce((sum, row) => sum + row.points, 0),
      status: null,
    },
  ],
};

const statusColor = { 'On track': 'primary', 'At risk': 'warning', Done: 'success' } as const;

const columns: GridColDef<Sprint>[] = [
  { field: 'team', headerName: 'Team', flex: 1 },
  {
    field: 'points',
    headerName: 'Story points',
    type: 'number',
    width: 140,
    // Pinned rows have their own node type, so cells can tell them apart.
    renderCell: (params) =>
      params.rowNode.type === 'pinnedRow' ? <strong>{params.value} in total</strong> : params.value,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 140,
    renderCell: (params) =>
      params.value ? (
        <Chip size="small" label={params.value} color={statusColor[params.value as keyof typeof statusColor]} />
      ) : null,
  },
];

export default function PinnedRowCellsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
