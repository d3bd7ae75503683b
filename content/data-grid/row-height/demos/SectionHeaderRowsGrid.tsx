import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowHeightParams } from '@mui/x-data-grid';

interface AgendaRow {
  id: string;
  kind: 'day' | 'session';
  time: string;
  title: string;
  room: string;
}

const days: [string, [string, string, string][]][] = [
  ['Tuesday 12 May', [['09:00', 'Opening keynote', 'Main hall'], ['10:30', 'Designing for latency', 'Room A'], ['13:00', 'Type-safe APIs', 'Room B']]],
  ['Wednesday 13 May', [['09:30', 'Accessibility clinic', 'Room A'], ['11:00', 'Observability at scale', 'Main hall']]],
];

const rows: AgendaRow[] = days.flatMap(([day, sessions]) => [
  { id: day, kind: 'day' as const, time: '', title: day, room: '' },
  ...sessions.map(([time, title, room]) => ({ id: `${day}-${time}`, kind: 'session' as const, time, title, room })),
]);

const columns: GridColDef<AgendaRow>[] = [
  { field: 'time', headerName: 'Time', width: 90, sortable: false },
  { field: 'title', headerName: 'Session', flex: 1, sortable: false },
  { field: 'room', headerName: 'Room', width: 120, sortable: false },
];

// Day headers are slim; sessions use the default height. Both follow the density.
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) =>
  (model as AgendaRow).kind === 'day' ? 32 * densityFactor : null;

export default function SectionHeaderRowsGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .agenda-day': { bgcolor: 'action.hover', fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowClassName={(params) => (params.row.kind === 'day' ? 'agenda-day' : '')}
        hideFooter
      />
    </Box>
  );
}
