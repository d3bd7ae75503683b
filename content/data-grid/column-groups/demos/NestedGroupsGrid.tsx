import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, store: 'Lisbon', q1: 120, q2: 134, q3: 151, q4: 170 },
  { id: 2, store: 'Porto', q1: 98, q2: 102, q3: 117, q4: 125 },
  { id: 3, store: 'Faro', q1: 64, q2: 88, q3: 131, q4: 72 },
];

const quarter = { type: 'number', width: 90 } as const;

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'q1', headerName: 'Q1', ...quarter },
  { field: 'q2', headerName: 'Q2', ...quarter },
  { field: 'q3', headerName: 'Q3', ...quarter },
  { field: 'q4', headerName: 'Q4', ...quarter },
];

// Three levels: year > half-year > quarter columns.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'fy2024',
    headerName: 'Sales 2024 (k€)',
    description: 'Net sales in thousands of euros, by fiscal quarter',
    headerAlign: 'center',
    children: [
      { groupId: 'h1', headerName: 'First half', headerAlign: 'center', children: [{ field: 'q1' }, { field: 'q2' }] },
      { groupId: 'h2', headerName: 'Second half', headerAlign: 'center', children: [{ field: 'q3' }, { field: 'q4' }] },
    ],
  },
];

export default function NestedGroupsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
