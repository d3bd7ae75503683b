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

interface Photo {
  id: number;
  title: string;
  photographer: string;
  likes: number;
}

const subjects = ['Harbour at dawn', 'Fog over pines', 'Market stall', 'Tram in the rain', 'Salt flats', 'Night ferry'];
const photographers = ['I. Moreno', 'K. Adeyemi', 'L. Virtanen', 'M. Dubois'];
const rows: Photo[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  title: `${subjects[index % subjects.length]} ${Math.floor(index / subjects.length) + 1}`,
  photographer: photographers[index % photographers.length],
  likes: (index * 97) % 1200,
}));

const columns: GridColDef<Photo>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'photographer', headerName: 'Photographer', width: 150 },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 100 },
];

// Numbered page buttons instead of the default "1-10 of 57" with arrows.
function NumberedPages() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      page={page + 1} // the grid counts pages from 0, Pagination from 1
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ py: 1 }}
    />
  );
}

export default function NumberedPagination() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        pageSizeOptions={[8]}
        slots={{ pagination: NumberedPages }}
      />
    </Box>
  );
}
