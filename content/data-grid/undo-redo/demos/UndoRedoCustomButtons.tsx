import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridEventListener,
  Toolbar,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  status: string;
}

const destinations = ['Reykjavík', 'Porto', 'Helsinki', 'Valencia', 'Kraków', 'Dublin'];
const statuses = ['On time', 'Boarding', 'Delayed', 'Cancelled'];

const rows: Flight[] = destinations.map((destination, index) => ({
  id: index + 1,
  flight: `XA${410 + index * 7}`,
  destination,
  gate: `${String.fromCharCode(65 + (index % 3))}${4 + ((index * 5) % 20)}`,
  status: statuses[index % 3],
}));

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 90, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: statuses,
  },
];

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar>
      <Button size="small" disabled={!canUndo} onClick={() => apiRef.current.history.undo()}>
        Undo
      </Button>
      <Button size="small" disabled={!canRedo} onClick={() => apiRef.current.history.redo()}>
        Redo
      </Button>
      <Button
        size="small"
        color="secondary"
        disabled={!canUndo && !canRedo}
        onClick={() => apiRef.current.history.clear()}
      >
        Forget history
      </Button>
    </Toolbar>
  );
}

export default function UndoRedoCustomButtons() {
  const [log, setLog] = React.useState<string[]>([]);

  const record =
    (operation: string): GridEventListener<'undo'> =>
    ({ eventName, data }) => {
      const target = 'field' in data ? `${data.field} of row ${data.id}` : 'a row';
      setLog((previous) => [`${operation} ${eventName}: ${target}`, ...previous].slice(0, 4));
    };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          slots={{ toolbar: HistoryToolbar }}
          showToolbar
          hideFooter
          onUndo={record('Undid')}
          onRedo={record('Redid')}
        />
      </Box>
      <Typography variant="body2" component="div" sx={{ mt: 1 }} aria-live="polite">
        {log.length === 0
          ? 'Edit a gate or a status, then undo it.'
          : log.map((line, index) => <div key={index}>{line}</div>)}
      </Typography>
    </Box>
  );
}
