import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  isbn: string;
  title: string;
  author: string;
  year: number;
}

// The rows use `isbn` as their key instead of an `id` field.
const rows: Book[] = [
  {
    isbn: '978-0-00-000001-1',
    title: 'The Quiet Harbour',
    author: 'M. Ortega',
    year: 2011,
  },
  {
    isbn: '978-0-00-000002-8',
    title: 'Maps of Salt',
    author: 'R. Achebe',
    year: 2016,
  },
  {
    isbn: '978-0-00-000003-5',
    title: 'A Winter Ledger',
    author: 'S. Ivanova',
    year: 2019,
  },
  {
    isbn: '978-0-00-000004-2',
    title: 'Small Engines',
    author: 'K. Mensah',
    year: 2021,
  },
  {
    isbn: '978-0-00-000005-9',
    title: 'The Glass Orchard',
    author: 'L. Park',
    year: 2023,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

// Defined outside the component so its reference stays stable between renders.
const getRowId = (row: Book) => row.isbn;

export default function FirstGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
