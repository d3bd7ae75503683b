import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

// Only the leaves exist in the data. "2025", "Q1", "Q2" and the months
// have no rows of their own: the grid creates group rows for them.
const expenses = [
  { id: 'e1', path: ['2025', 'Q1', 'January', 'Office rent'], amount: 2400 },
  { id: 'e2', path: ['2025', 'Q1', 'January', 'Software'], amount: 310 },
  { id: 'e3', path: ['2025', 'Q1', 'February', 'Office rent'], amount: 2400 },
  { id: 'e4', path: ['2025', 'Q1', 'March', 'Travel'], amount: 865 },
  { id: 'e5', path: ['2025', 'Q2', 'April', 'Office rent'], amount: 2450 },
  { id: 'e6', path: ['2025', 'Q2', 'May', 'Training'], amount: 1200 },
];

const columns: GridColDef[] = [
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    // Generated group rows have no amount; leave their cell empty.
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-IE')}`),
  },
];

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Period / expense', flex: 1 };

export default function MissingParentsTreeGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={expenses}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={2}
        hideFooter
      />
    </Box>
  );
}
