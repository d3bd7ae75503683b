import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn } from '@mui/x-data-grid';

interface FileEntry {
  id: number;
  fileName: string;
  owner: string;
  sizeKb: number;
}

const fileNames = ['invoice-10.pdf', 'invoice-2.pdf', 'Invoice-1.pdf', 'invoice-21.pdf', 'invoice-3.pdf', 'Éclair-notes.txt', 'eclair-recipe.txt', 'zeta-report.pdf'];
const rows: FileEntry[] = fileNames.map((fileName, index) => ({
  id: index + 1,
  fileName,
  owner: ['Marta', 'Olu', 'Sven'][index % 3],
  sizeKb: 40 + ((index * 173) % 900),
}));

// numeric: "2" < "10"; sensitivity "base": ignore case and accents.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const naturalComparator: GridComparatorFn<string> = (a, b) => collator.compare(a ?? '', b ?? '');

const columns: GridColDef<FileEntry>[] = [
  { field: 'fileName', headerName: 'File (natural order)', flex: 1, sortComparator: naturalComparator },
  { field: 'plainName', headerName: 'File (default order)', flex: 1, valueGetter: (_value, row) => row.fileName },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

export default function NaturalSort() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'fileName', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
