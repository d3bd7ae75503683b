import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];

// Each lesson: [start slot index, length in slots, subject]
const WEEK: Record<string, [number, number, string][]> = {
  Monday: [
    [0, 2, 'Mathematics'],
    [2, 1, 'History'],
    [3, 1, 'Lunch'],
    [4, 2, 'Chemistry lab'],
  ],
  Tuesday: [
    [0, 1, 'French'],
    [1, 2, 'Physics'],
    [3, 1, 'Lunch'],
    [4, 1, 'Art'],
    [5, 1, 'Music'],
  ],
  Wednesday: [
    [0, 3, 'Field trip'],
    [3, 1, 'Lunch'],
    [4, 2, 'Sports'],
  ],
};

const rows = Object.entries(WEEK).map(([day, lessons], index) => {
  const row: Record<string, string | number> = { id: index + 1, day };
  lessons.forEach(([start, , subject]) => {
    row[SLOTS[start]] = subject;
  });
  return row;
});

const spanFor = (day: string, slotIndex: number) =>
  WEEK[day].find(([start]) => start === slotIndex)?.[1] ?? 1;

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 110 },
  ...SLOTS.map<GridColDef>((slot, slotIndex) => ({
    field: slot,
    width: 120,
    sortable: false,
    colSpan: (_value, row) => spanFor(String(row.day), slotIndex),
  })),
];

export default function TimetableColSpanGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder showColumnVerticalBorder hideFooter />
    </Box>
  );
}
