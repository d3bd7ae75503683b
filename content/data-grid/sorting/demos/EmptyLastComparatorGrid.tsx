import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn, GridSortDirection } from '@mui/x-data-grid';

interface Runner {
  id: number;
  name: string;
  finishMinutes: number | null;
}

const rows: Runner[] = [
  { id: 1, name: 'Amina Yusuf', finishMinutes: 212 },
  { id: 2, name: 'Björn Lund', finishMinutes: null },
  { id: 3, name: 'Carla Mendes', finishMinutes: 198 },
  { id: 4, name: 'Dmitri Orlov', finishMinutes: 245 },
  { id: 5, name: 'Esi Owusu', finishMinutes: null },
  { id: 6, name: 'Felipe Rojas', finishMinutes: 187 },
];

// Runners without a time (did not finish) stay at the bottom in both directions.
const emptyLast =
  (direction: GridSortDirection): GridComparatorFn<number | null> =>
  (a, b) => {
    if (a == null && b == null) {
      return 0;
    }
    if (a == null) {
      return 1;
    }
    if (b == null) {
      return -1;
    }
    // The returned comparator is used as is: apply the direction yourself.
    return direction === 'desc' ? b - a : a - b;
  };

const columns: GridColDef<Runner>[] = [
  { field: 'name', headerName: 'Runner', flex: 1 },
  {
    field: 'finishMinutes',
    headerName: 'Finish time',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) =>
      value == null ? 'DNF' : `${Math.floor(value / 60)} h ${String(value % 60).padStart(2, '0')}`,
    getSortComparator: (direction) => (direction ? emptyLast(direction) : undefined),
  },
];

export default function EmptyLastComparatorGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'finishMinutes', sort: 'asc' }] } }}
      />
    </Box>
  );
}
