import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator, GetColumnForNewFilterArgs } from '@mui/x-data-grid-pro';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  pages: number;
}

const genres = ['Fantasy', 'Mystery', 'Science fiction', 'History', 'Poetry'];
const authors = ['Le Guin', 'Christie', 'Herbert', 'Beard', 'Szymborska', 'Pratchett'];
const rows: Book[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Volume ${index + 1}`,
  author: authors[(index * 5) % authors.length],
  genre: genres[(index * 3) % genres.length],
  pages: 120 + ((index * 61) % 700),
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: genres, width: 150 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

// Each new filter starts on a column that has no filter yet.
const nextUnusedColumn = ({ currentFilters, columns: all }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return all.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

export default function FilterPanelOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And], // only "And": simpler for this audience
            columnsSort: 'asc', // columns listed alphabetically in the column picker
            getColumnForNewFilter: nextUnusedColumn,
          },
        }}
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'genre', operator: 'is', value: 'Fantasy' }] } },
        }}
      />
    </Box>
  );
}
