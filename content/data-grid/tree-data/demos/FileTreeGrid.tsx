import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
} from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  kind: 'folder' | 'file';
  size: number | null;
  modified: Date;
}

// Each row carries its full path; the grid derives the hierarchy from it.
const rows: FileRow[] = [
  { id: 1, path: ['src'], kind: 'folder', size: null, modified: new Date(2025, 2, 4) },
  { id: 2, path: ['src', 'index.ts'], kind: 'file', size: 1.2, modified: new Date(2025, 2, 4) },
  { id: 3, path: ['src', 'components'], kind: 'folder', size: null, modified: new Date(2025, 1, 20) },
  { id: 4, path: ['src', 'components', 'Header.tsx'], kind: 'file', size: 3.8, modified: new Date(2025, 1, 20) },
  { id: 5, path: ['src', 'components', 'Footer.tsx'], kind: 'file', size: 2.1, modified: new Date(2025, 0, 9) },
  { id: 6, path: ['public'], kind: 'folder', size: null, modified: new Date(2024, 11, 2) },
  { id: 7, path: ['public', 'logo.svg'], kind: 'file', size: 6.4, modified: new Date(2024, 11, 2) },
  { id: 8, path: ['public', 'robots.txt'], kind: 'file', size: 0.1, modified: new Date(2024, 10, 15) },
  { id: 9, path: ['package.json'], kind: 'file', size: 0.9, modified: new Date(2025, 2, 1) },
  { id: 10, path: ['README.md'], kind: 'file', size: 2.7, modified: new Date(2025, 0, 30) },
];

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Type', width: 100 },
  {
    field: 'size',
    headerName: 'Size (KB)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : value.toFixed(1)),
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps<FileRow>['groupingColDef'] = {
  headerName: 'Name',
  flex: 1,
  minWidth: 220,
};

export default function FileTreeGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
