import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, getGridNumericOperators, getGridStringOperators } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
  isbn: string;
}

const rows: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Mara Quill', pages: 312, isbn: '978-0-11-000101' },
  { id: 2, title: 'Paper Moons', author: 'Theo Lark', pages: 198, isbn: '978-0-11-000102' },
  { id: 3, title: 'North of Quiet', author: 'Ada Finch', pages: 451, isbn: '978-0-11-000103' },
  { id: 4, title: 'Glass Harbour', author: 'Mara Quill', pages: 276, isbn: '978-0-11-000104' },
];

const columns: GridColDef<Book>[] = [
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    // Keep only the two operators readers need.
    filterOperators: getGridStringOperators().filter((op) => ['contains', 'startsWith'].includes(op.value)),
  },
  { field: 'author', headerName: 'Author', width: 140 },
  {
    field: 'pages',
    headerName: 'Pages',
    type: 'number',
    width: 100,
    filterOperators: getGridNumericOperators().filter((op) => ['>', '<'].includes(op.value)),
  },
  { field: 'isbn', headerName: 'ISBN', width: 170, filterable: false },
];

export default function RestrictedOperatorsGrid() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnFilter}
            onChange={(event) => setDisableColumnFilter(event.target.checked)}
          />
        }
        label="disableColumnFilter"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} showToolbar disableColumnFilter={disableColumnFilter} />
      </Box>
    </Box>
  );
}
