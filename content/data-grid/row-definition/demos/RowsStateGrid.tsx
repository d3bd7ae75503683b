import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  done: boolean;
}

const titles = ['Book venue', 'Send invitations', 'Order catering', 'Print badges', 'Test projector'];

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

const initialRows: Task[] = [
  { id: 1, title: 'Choose a date', done: true },
  { id: 2, title: 'Draft the agenda', done: false },
];

export default function RowsStateGrid() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const nextId = React.useRef(3);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    // A new array: never push into the array the grid already has.
    setRows((prev) => [...prev, { id, title: titles[(id - 3) % titles.length], done: false }]);
  };

  const completeSelected = () => {
    setRows((prev) => prev.map((row) => (selection.ids.has(row.id) ? { ...row, done: true } : row)));
  };

  const removeSelected = () => {
    setRows((prev) => prev.filter((row) => !selection.ids.has(row.id)));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add task
        </Button>
        <Button size="small" onClick={completeSelected} disabled={selection.ids.size === 0}>
          Mark selected done
        </Button>
        <Button size="small" color="error" onClick={removeSelected} disabled={selection.ids.size === 0}>
          Delete selected
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
