import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridFilterModel, GridLogicOperator } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
}

const rows: Book[] = [
  { id: 1, title: 'Tide and Stone', author: 'Ines Duarte', genre: 'History' },
  { id: 2, title: 'Night Orchard', author: 'Kofi Mensah', genre: 'Fiction' },
  { id: 3, title: 'Stone Soup Science', author: 'Hana Sato', genre: 'Cooking' },
  { id: 4, title: 'The Long Orchard', author: 'Ines Duarte', genre: 'Fiction' },
  { id: 5, title: 'River Maps', author: 'Kofi Mensah', genre: 'History' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', flex: 1 },
  { field: 'genre', headerName: 'Genre', width: 120 },
];

export default function ExternalQuickFilterGrid() {
  const [text, setText] = React.useState('stone fiction');
  const [matchAll, setMatchAll] = React.useState(true);

  // The grid treats each word as a separate value; "all" requires every word to match.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: [],
      quickFilterValues: text.split(' ').filter(Boolean),
      quickFilterLogicOperator: matchAll ? GridLogicOperator.And : GridLogicOperator.Or,
    }),
    [text, matchAll],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField size="small" label="Search" value={text} onChange={(e) => setText(e.target.value)} />
        <FormControlLabel
          control={<Switch checked={matchAll} onChange={(e) => setMatchAll(e.target.checked)} />}
          label={matchAll ? 'Match all words' : 'Match any word'}
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          // Column filters are off so the search box is the only source of the model.
          disableColumnFilter
        />
      </Box>
    </Box>
  );
}
