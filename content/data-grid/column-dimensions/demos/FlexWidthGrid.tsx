import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    code: 'FR-01',
    title: 'Quarterly report',
    summary: 'Revenue, costs and hiring for Q1',
    owner: 'Mia',
  },
  {
    id: 2,
    code: 'FR-02',
    title: 'Roadmap review',
    summary: 'Priorities for the next two releases',
    owner: 'Theo',
  },
  {
    id: 3,
    code: 'FR-03',
    title: 'Security audit',
    summary: 'Findings from the external penetration test',
    owner: 'Sara',
  },
  { id: 4, code: 'FR-04', title: 'Hiring plan', summary: 'Open roles and interview loops', owner: 'Ravi' },
];

const columns: GridColDef[] = [
  // Fixed width: never grows or shrinks with the grid.
  { field: 'code', headerName: 'Code', width: 90 },
  // Flex columns share the remaining space 1:2, but not below minWidth.
  { field: 'title', headerName: 'Title (flex 1)', flex: 1, minWidth: 140 },
  { field: 'summary', headerName: 'Summary (flex 2)', flex: 2, minWidth: 200 },
  // maxWidth caps manual resizing too.
  { field: 'owner', headerName: 'Owner', width: 110, minWidth: 80, maxWidth: 160 },
];

export default function FlexWidthGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
