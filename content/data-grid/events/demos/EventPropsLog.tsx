import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, song: 'Blue Hour', artist: 'Lua Mar', plays: 18230 },
  { id: 2, song: 'Paper Boats', artist: 'The Tidewells', plays: 9411 },
  { id: 3, song: 'North of Here', artist: 'Kaveh', plays: 30210 },
  { id: 4, song: 'Glasshouse', artist: 'Lua Mar', plays: 12005 },
];

const columns: GridColDef[] = [
  { field: 'song', headerName: 'Song', flex: 1 },
  { field: 'artist', headerName: 'Artist', flex: 1 },
  { field: 'plays', headerName: 'Plays', type: 'number', width: 110 },
];

export default function EventPropsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  // Keep the five most recent entries, newest first.
  const add = (entry: string) => setLog((prev) => [entry, ...prev].slice(0, 5));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={(params) => add(`onRowClick: row ${params.id}`)}
          onCellDoubleClick={(params) => add(`onCellDoubleClick: ${params.field} = ${params.formattedValue}`)}
          onColumnHeaderClick={(params) => add(`onColumnHeaderClick: ${params.field}`)}
          onSortModelChange={(model) => add(`onSortModelChange: ${JSON.stringify(model)}`)}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', minHeight: 100 }}>
        {log.length ? log.join('\n') : 'Click rows, double-click cells or sort a column.'}
      </Typography>
    </Box>
  );
}
