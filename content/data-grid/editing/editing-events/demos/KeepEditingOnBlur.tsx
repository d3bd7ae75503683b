import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellEditStopReasons, GridColDef } from '@mui/x-data-grid';

interface Note {
  id: number;
  title: string;
  body: string;
}

const rows: Note[] = [
  { id: 1, title: 'Kick-off', body: 'Agree on scope and owners.' },
  { id: 2, title: 'Design review', body: 'Walk through the new onboarding flow.' },
  { id: 3, title: 'Retro', body: 'What slowed us down in sprint 41?' },
];

const columns: GridColDef<Note>[] = [
  { field: 'title', headerName: 'Title', width: 160, editable: true },
  { field: 'body', headerName: 'Note', flex: 1, editable: true },
];

// Clicking elsewhere no longer ends the edit: only Enter, Tab or Escape do.
export default function KeepEditingOnBlur() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onCellEditStop={(params, event) => {
          if (params.reason === GridCellEditStopReasons.cellFocusOut) {
            event.defaultMuiPrevented = true;
          }
        }}
        hideFooter
      />
    </Box>
  );
}
