import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellParams,
  GridColDef,
  GridEventListener,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  assignee: string;
  done: boolean;
}

const rows: Task[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  task: `${['Review', 'Draft', 'Test', 'Ship', 'Plan'][index % 5]} item #${index + 1}`,
  assignee: ['Ana', 'Ben', 'Chloe', 'Dev'][index % 4],
  done: index % 3 === 0 && index !== 21,
}));

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function CellKeyboardShortcuts() {
  const apiRef = useGridApiRef();
  const [lastKey, setLastKey] = React.useState('Focus a cell and press x');

  // x toggles "done" on the focused row; other keys keep their default behaviour.
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params: GridCellParams<Task>, event) => {
    if (event.key === 'x' && params.cellMode === 'view') {
      event.defaultMuiPrevented = true;
      apiRef.current?.updateRows([{ id: params.id, done: !params.row.done }]);
      setLastKey(`Toggled "${params.row.task}"`);
    }
  };

  const focusFirstOpen = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const firstOpenId = api.getSortedRowIds().find((id) => !api.getRow(id)?.done);
    if (firstOpenId === undefined) {
      return;
    }
    const rowIndex = api.getRowIndexRelativeToVisibleRows(firstOpenId);
    api.scrollToIndexes({ rowIndex, colIndex: 0 });
    api.setCellFocus(firstOpenId, 'task');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={focusFirstOpen}>
          Focus first open task
        </Button>
        <Typography variant="body2" aria-live="polite">
          {lastKey}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} onCellKeyDown={handleCellKeyDown} hideFooter />
      </Box>
    </Stack>
  );
}
