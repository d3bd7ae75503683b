import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  kind: 'folder' | 'file';
  size: number | null;
  modified: Date;
}

// [path, size in KB (null for folders), last modified]
const FILES: [string, number | null, string][] = [
  ['src', null, '2025-03-04'],
  ['src/index.ts', 1.2, '2025-03-04'],
  ['src/components', null, '2025-02-20'],
  ['src/components/Header.tsx', 3.8, '2025-02-20'],
  ['src/components/Footer.tsx', 2.1, '2025-01-09'],
  ['public', null, '2024-12-02'],
  ['public/logo.svg', 6.4, '2024-12-02'],
  ['public/robots.txt', 0.1, '2024-11-15'],
  ['package.json', 0.9, '2025-03-01'],
  ['README.md', 2.7, '2025-01-30'],
];

// Each row carries its full path; the grid derives the hierarchy from it.
const rows: FileRow[] = FILES.map(([path, size, modified], index) => ({
  id: index + 1,
  path: path.split('/'),
  kind: size == null ? 'folder' : 'file',
  size,
  modified: new Date(modified),
}));

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Type', width: 100 },
  {
    field: 'size',
    headerName: 'Size (KB)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => value?.toFixed(1) ?? '',
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
