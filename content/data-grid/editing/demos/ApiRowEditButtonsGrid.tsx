import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  hours: number;
}

const rows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Ines', hours: 3 },
  { id: 2, title: 'Review pull requests', owner: 'Kwame', hours: 5 },
  { id: 3, title: 'Update dependencies', owner: 'Sofia', hours: 2 },
  { id: 4, title: 'Plan sprint', owner: 'Ines', hours: 1 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
];

export default function ApiRowEditButtonsGrid() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [editingId, setEditingId] = React.useState<GridRowId | null>(null);

  const selectedId: GridRowId | undefined = selection.type === 'include' ? [...selection.ids][0] : undefined;

  const startEditing = () => {
    if (selectedId === undefined) {
      return;
    }
    apiRef.current?.startRowEditMode({ id: selectedId, fieldToFocus: 'title' });
  };

  const stopEditing = (ignoreModifications: boolean) => {
    const api = apiRef.current;
    if (api && editingId !== null && api.getRowMode(editingId) === GridRowModes.Edit) {
      api.stopRowEditMode({ id: editingId, ignoreModifications });
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={startEditing}
          disabled={selectedId === undefined || editingId !== null}
        >
          Edit selected row
        </Button>
        <Button variant="contained" onClick={() => stopEditing(false)} disabled={editingId === null}>
          Save
        </Button>
        <Button onClick={() => stopEditing(true)} disabled={editingId === null}>
          Cancel
        </Button>
        <Typography variant="body2" color="text.secondary">
          {editingId === null ? 'No row in edit mode' : `Editing row ${editingId}`}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          editMode="row"
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          // Fires for every mode change, also when editing starts or stops from code.
          onRowModesModelChange={(model: GridRowModesModel) => {
            const entry = Object.entries(model).find(([, value]) => value.mode === GridRowModes.Edit);
            setEditingId(entry ? (rows.find((row) => String(row.id) === entry[0])?.id ?? null) : null);
          }}
          // Clicking the Save or Cancel button moves focus out of the row:
          // keep the row open so that the buttons decide what happens.
          onRowEditStop={(params, event) => {
            if (params.reason === GridRowEditStopReasons.rowFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
          processRowUpdate={(newRow: Task) => newRow}
        />
      </Box>
    </Box>
  );
}
