import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  stock: number;
}

const rows: Book[] = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', year: 1871, stock: 4 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, stock: 9 },
  { id: 3, title: 'The Leopard', author: 'Giuseppe Tomasi di Lampedusa', year: 1958, stock: 2 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, stock: 6 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, stock: 3 },
  { id: 6, title: 'Invisible Cities', author: 'Italo Calvino', year: 1972, stock: 5 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
];

export default function CommunityPlanGrid() {
  // Saving an edit: the returned row is what the grid keeps.
  const processRowUpdate = (updated: Book) => ({ ...updated, stock: Math.max(0, updated.stock) });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        processRowUpdate={processRowUpdate}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
