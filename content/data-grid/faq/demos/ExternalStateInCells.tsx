import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Term {
  id: number;
  term: string;
  definition: string;
}

const rows: Term[] = [
  { id: 1, term: 'Virtualization', definition: 'Rendering only the rows and columns in view.' },
  { id: 2, term: 'Row model', definition: 'The rows the grid holds, keyed by id.' },
  { id: 3, term: 'Selector', definition: 'A function that reads one value from the grid state.' },
  { id: 4, term: 'Slot', definition: 'A part of the grid you can replace with your own component.' },
  { id: 5, term: 'Data source', definition: 'An object the grid calls to fetch rows from a server.' },
];

function highlight(text: string, query: string) {
  if (!query) return text;
  const index = text.toLowerCase().indexOf(query.toLowerCase());
  if (index === -1) return text;
  return (
    <span>
      {text.slice(0, index)}
      <mark>{text.slice(index, index + query.length)}</mark>
      {text.slice(index + query.length)}
    </span>
  );
}

export default function ExternalStateInCells() {
  const [query, setQuery] = React.useState('row');

  // The cells read `query`, so the columns must be rebuilt when it changes.
  const columns = React.useMemo<GridColDef<Term>[]>(
    () => [
      { field: 'term', headerName: 'Term', width: 160, renderCell: ({ value }) => highlight(value, query) },
      {
        field: 'definition',
        headerName: 'Definition',
        flex: 1,
        renderCell: ({ value }) => highlight(value, query),
      },
    ],
    [query],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Highlight"
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
