import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn, gridStringOrNumberComparator } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  severity: 'Low' | 'Medium' | 'High' | 'Critical';
}

const rows: Release[] = [
  { id: 1, version: '2.10.0', severity: 'Low' },
  { id: 2, version: '2.9.3', severity: 'Critical' },
  { id: 3, version: '10.0.1', severity: 'Medium' },
  { id: 4, version: '2.9.12', severity: 'High' },
  { id: 5, version: '1.4.0', severity: 'Medium' },
];

// Plain string comparison would put "10.0.1" before "2.9.3".
const versionComparator: GridComparatorFn<string> = (a, b) => {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

const SEVERITY_RANK = { Low: 0, Medium: 1, High: 2, Critical: 3 };

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', flex: 1, sortComparator: versionComparator },
  {
    field: 'severity',
    headerName: 'Severity',
    flex: 1,
    // Sort by rank, not by the alphabetical label.
    sortComparator: (a: Release['severity'], b: Release['severity'], p1, p2) =>
      gridStringOrNumberComparator(SEVERITY_RANK[a], SEVERITY_RANK[b], p1, p2),
  },
];

export default function CustomComparatorGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'version', sort: 'desc' }] } }}
      />
    </Box>
  );
}
