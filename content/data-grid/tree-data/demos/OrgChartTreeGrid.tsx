import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  hierarchy: string[];
  title: string;
  location: string;
}

const rows: Employee[] = [
  { id: 1, hierarchy: ['Ada Brennan'], title: 'Chief executive', location: 'Dublin' },
  { id: 2, hierarchy: ['Ada Brennan', 'Kofi Mensah'], title: 'Head of engineering', location: 'Dublin' },
  { id: 3, hierarchy: ['Ada Brennan', 'Kofi Mensah', 'Lin Zhao'], title: 'Backend engineer', location: 'Remote' },
  { id: 4, hierarchy: ['Ada Brennan', 'Kofi Mensah', 'Pia Larsen'], title: 'Frontend engineer', location: 'Copenhagen' },
  { id: 5, hierarchy: ['Ada Brennan', 'Rosa Greco'], title: 'Head of sales', location: 'Milan' },
  { id: 6, hierarchy: ['Ada Brennan', 'Rosa Greco', 'Omar Saleh'], title: 'Account executive', location: 'Milan' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'title', headerName: 'Job title', flex: 1 },
  { field: 'location', headerName: 'Location', width: 140 },
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

// Overrides for the column the grid generates for the tree.
const groupingColDef: DataGridProProps<Employee>['groupingColDef'] = {
  headerName: 'Employee',
  width: 240,
  hideDescendantCount: true,
};

export default function OrgChartTreeGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
