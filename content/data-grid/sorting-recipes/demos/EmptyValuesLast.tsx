import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn, GridSortDirection } from '@mui/x-data-grid';

interface Runner {
  id: number;
  name: string;
  club: string;
  finishMinutes: number | null; // null: did not finish
}

const rows: Runner[] = [
  { id: 1, name: 'Astrid Holm', club: 'Nordic RC', finishMinutes: 182 },
  { id: 2, name: 'Bruno Lemaire', club: 'Paris Run', finishMinutes: null },
  { id: 3, name: 'Chen Wei', club: 'Harbour AC', finishMinutes: 171 },
  { id: 4, name: 'Dolores Vega', club: 'Sierra Trail', finishMinutes: 205 },
  { id: 5, name: 'Emeka Obi', club: 'Harbour AC', finishMinutes: null },
  { id: 6, name: 'Freya Lund', club: 'Nordic RC', finishMinutes: 164 },
];

// Compare numbers in the requested direction; empty values go last in both.
const emptyLast =
  (direction: GridSortDirection): GridComparatorFn<number | null> =>
  (a, b) => {
    if (a == null && b == null) return 0;
    if (a == null) return 1;
    if (b == null) return -1;
    return direction === 'desc' ? b - a : a - b;
  };

const formatTime = (minutes: number | null) =>
  minutes == null ? 'DNF' : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

const columns: GridColDef<Runner>[] = [
  { field: 'name', headerName: 'Runner', flex: 1 },
  { field: 'club', headerName: 'Club', width: 140 },
  {
    field: 'finishMinutes',
    headerName: 'Finish time',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => formatTime(value),
    // The comparator already applies the direction, so the grid does not reverse it.
    getSortComparator: (direction) => emptyLast(direction),
  },
];

export default function EmptyValuesLast() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'finishMinutes', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
