import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid';

const TITLES = ['The Quiet Harbour', 'Paper Moons', 'Salt and Cedar', 'North of Nowhere', 'A Map of Rain', 'Glass Orchard'];
const AUTHORS = ['Ana Duarte', 'Ben Okafor', 'Clara Weiss', 'Dev Patel', 'Elif Kaya'];

const BOOKS = Array.from({ length: 240 }, (_, i) => ({
  id: i + 1,
  title: `${TITLES[i % TITLES.length]}${i >= TITLES.length ? ` (vol. ${Math.floor(i / TITLES.length) + 1})` : ''}`,
  author: AUTHORS[(i * 3) % AUTHORS.length],
  year: 1990 + ((i * 7) % 35),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

export default function DataSourceQuickFilter() {
  const [lastParams, setLastParams] = React.useState<GridGetRowsParams | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setLastParams(params);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The server matches every word of the search box against title and author.
        const words = (params.filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
        const matches = BOOKS.filter((book) =>
          words.every((word) => `${book.title} ${book.author}`.toLowerCase().includes(word)),
        );
        return { rows: matches.slice(Number(params.start), params.end + 1), rowCount: matches.length };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          showToolbar
          disableColumnFilter
          disableColumnSorting
          slotProps={{ toolbar: { quickFilterProps: { debounceMs: 400 } } }}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        {lastParams &&
          `quickFilterValues: ${JSON.stringify(lastParams.filterModel.quickFilterValues ?? [])}, start: ${lastParams.start}, end: ${lastParams.end}`}
      </Typography>
    </Box>
  );
}
