import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GRID_REORDER_COL_DEF, GridColDef } from '@mui/x-data-grid-pro';

interface Step {
  id: number;
  step: string;
  locked: boolean;
}

const rows: Step[] = [
  { id: 1, step: 'Receive request', locked: true },
  { id: 2, step: 'Check budget', locked: false },
  { id: 3, step: 'Legal review', locked: false },
  { id: 4, step: 'Security review', locked: false },
  { id: 5, step: 'Manager sign-off', locked: false },
  { id: 6, step: 'Archive', locked: true },
];

const columns: GridColDef<Step>[] = [
  { field: 'step', headerName: 'Approval step', flex: 1 },
  { field: 'locked', headerName: 'Locked', type: 'boolean', width: 100 },
  // Listing the handle column explicitly moves it to the end.
  { ...GRID_REORDER_COL_DEF, width: 70 },
];

// Locked steps get a dimmed handle and cannot be dragged.
const isRowReorderable: DataGridProProps<Step>['isRowReorderable'] = ({ row }) => !row.locked;

// Nothing may be dropped before the first locked step or after the last one.
const isValidRowReorder: DataGridProProps<Step>['isValidRowReorder'] = ({ targetNode, dropPosition }) => {
  if (targetNode.id === rows[0].id) return dropPosition !== 'above';
  if (targetNode.id === rows[rows.length - 1].id) return dropPosition !== 'below';
  return true;
};

export default function LockedRowsReorderGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        isRowReorderable={isRowReorderable}
        isValidRowReorder={isValidRowReorder}
        hideFooter
      />
    </Box>
  );
}
