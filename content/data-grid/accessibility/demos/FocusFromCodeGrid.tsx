import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Entry {
  id: number;
  line: number;
  message: string;
  level: string;
}

const levels = ['info', 'info', 'warning', 'info', 'error'];

const rows: Entry[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  line: index + 1,
  message: `Job step ${index + 1} finished`,
  level: levels[index % levels.length],
}));

const columns: GridColDef<Entry>[] = [
  { field: 'line', headerName: 'Line', type: 'number', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1 },
  { field: 'level', headerName: 'Level', width: 110 },
];

export default function FocusFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [line, setLine] = React.useState('42');

  const goToLine = () => {
    const id = Number(line);
    const api = apiRef.current;
    if (!api || !api.getRow(id)) {
      return;
    }
    // The position among the visible rows, which follows sorting and filtering.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(id);
    if (rowIndex == null || rowIndex < 0) {
      return;
    }
    // Scroll first so that the row is rendered, then move keyboard focus to it.
    api.scrollToIndexes({ rowIndex, colIndex: 1 });
    api.setCellFocus(id, 'message');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="Line number"
          value={line}
          onChange={(event) => setLine(event.target.value)}
          sx={{ width: 140 }}
        />
        <Button variant="outlined" onClick={goToLine}>
          Go to line
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} aria-label="Job log" rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
