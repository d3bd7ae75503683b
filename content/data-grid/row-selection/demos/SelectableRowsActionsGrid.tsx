import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowParams, GridRowSelectionModel, useGridApiRef } from '@mui/x-data-grid';

interface Message {
  id: number;
  from: string;
  subject: string;
  locked: boolean;
}

const initialRows: Message[] = [
  { id: 1, from: 'billing@example.com', subject: 'Your November invoice', locked: false },
  { id: 2, from: 'legal@example.com', subject: 'Contract signed (legal hold)', locked: true },
  { id: 3, from: 'noreply@example.com', subject: 'Weekly digest', locked: false },
  { id: 4, from: 'hr@example.com', subject: 'Holiday calendar', locked: false },
  { id: 5, from: 'audit@example.com', subject: 'Audit trail export (legal hold)', locked: true },
  { id: 6, from: 'team@example.com', subject: 'Retro notes', locked: false },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 200 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
];

export default function SelectableRowsActionsGrid() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  // The model has two forms: count the selectable rows it covers.
  const count = rows.filter(
    (row) =>
      !row.locked && (selection.type === 'include' ? selection.ids.has(row.id) : !selection.ids.has(row.id)),
  ).length;

  const archiveSelected = () => {
    // getSelectedRows returns a Map of ID to row, whatever the form of the model.
    const selected = apiRef.current?.getSelectedRows();
    if (!selected) return;
    setRows((previous) => previous.filter((row) => !selected.has(row.id)));
    setSelection({ type: 'include', ids: new Set() });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" size="small" disabled={count === 0} onClick={archiveSelected}>
          Archive {count || ''}
        </Button>
        <Typography variant="body2">Messages on legal hold cannot be selected.</Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          isRowSelectable={(params: GridRowParams<Message>) => !params.row.locked}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
