import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, region: 'North', q1: 120, q2: 135, q3: 128 },
  { id: 2, region: 'South', q1: 98, q2: 102, q3: 117 },
  { id: 3, region: 'East', q1: 143, q2: 139, q3: 150 },
  { id: 4, region: 'West', q1: 87, q2: 95, q3: 101 },
];

const quarter = (field: string, headerName: string): GridColDef => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  headerAlign: 'center',
  headerClassName: 'quarter-header',
  description: `Units sold in ${headerName}`,
});

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', flex: 1, headerClassName: 'region-header' },
  quarter('q1', 'Q1'),
  quarter('q2', 'Q2'),
  quarter('q3', 'Q3'),
];

export default function HeaderClassNameGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .region-header': { backgroundColor: 'action.hover', fontStyle: 'italic' },
        '& .quarter-header': { backgroundColor: 'primary.main', color: 'primary.contrastText' },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={44} hideFooter />
    </Box>
  );
}
