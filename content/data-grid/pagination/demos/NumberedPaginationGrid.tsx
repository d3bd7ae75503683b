import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const authors = ['Austen', 'Tolstoy', 'Morrison', 'Calvino', 'Achebe', 'Murakami', 'Woolf'];

const rows = Array.from({ length: 70 }, (_, index) => ({
  id: index + 1,
  title: `Volume ${index + 1}`,
  author: authors[index % authors.length],
  year: 1811 + ((index * 29) % 200),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

// Replaces the default "Rows per page / 1–10 of 70" controls.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(_, value) => apiRef.current.setPage(value - 1)}
      sx={{ py: 1 }}
    />
  );
}

export default function NumberedPaginationGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
