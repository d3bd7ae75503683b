import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: number;
  note: string;
}

const rows: Ticket[] = [
  { id: 1, subject: 'Login fails on Safari', priority: 1, note: 'Waiting for logs' },
  { id: 2, subject: 'Typo on pricing page', priority: 3, note: 'Quick fix' },
  { id: 3, subject: 'Export times out', priority: 2, note: 'Large accounts only' },
  { id: 4, subject: 'Dark mode contrast', priority: 2, note: 'Design review' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 110 },
  // Free text: sorting it would not mean anything.
  { field: 'note', headerName: 'Note (not sortable)', width: 190, sortable: false },
];

export default function DisableSortingGrid() {
  const apiRef = useGridApiRef();
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="disableColumnSorting"
        />
        <Button onClick={() => apiRef.current?.sortColumn('priority', 'asc')}>
          Sort by priority from code
        </Button>
        <Button onClick={() => apiRef.current?.setSortModel([])}>Clear</Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} disableColumnSorting={disabled} />
      </Box>
    </Box>
  );
}
