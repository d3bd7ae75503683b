import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupHeaderParams, GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, athlete: 'M. Okonkwo', swim: '0:21:40', bike: '1:02:15', run: '0:38:02', t1: '0:01:10', t2: '0:00:52' },
  { id: 2, athlete: 'S. Lindgren', swim: '0:19:58', bike: '1:05:40', run: '0:40:31', t1: '0:01:25', t2: '0:00:49' },
  { id: 3, athlete: 'R. Alves', swim: '0:23:12', bike: '0:59:48', run: '0:37:15', t1: '0:01:02', t2: '0:01:01' },
];

const columns: GridColDef[] = [
  { field: 'athlete', headerName: 'Athlete', width: 130 },
  { field: 'swim', headerName: 'Swim', width: 95 },
  { field: 'bike', headerName: 'Bike', width: 95 },
  { field: 'run', headerName: 'Run', width: 95 },
  { field: 't1', headerName: 'T1', width: 85 },
  { field: 't2', headerName: 'T2', width: 85 },
];

// One function for every group: the class depends on how deep the group sits.
const depthClass = (params: GridColumnGroupHeaderParams) => `group-depth-${params.depth}`;

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'splits',
    headerName: 'Split times',
    headerClassName: depthClass,
    children: [
      { groupId: 'disciplines', headerName: 'Disciplines', headerClassName: depthClass, children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }] },
      { groupId: 'transitions', headerName: 'Transitions', headerClassName: depthClass, children: [{ field: 't1' }, { field: 't2' }] },
    ],
  },
];

export default function GroupDepthStylingGrid() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .group-depth-0': { backgroundColor: 'primary.main', color: 'primary.contrastText' },
        '& .group-depth-1': { backgroundColor: 'action.hover', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={36}
        hideFooter
      />
    </Box>
  );
}
