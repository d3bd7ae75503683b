import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationMeta, GridPaginationModel } from '@mui/x-data-grid';

interface Commit {
  id: string;
  message: string;
  author: string;
}

const TOTAL = 47; // Known to the fake server only.
const people = ['mara', 'jonas', 'priya', 'theo'];

// A fake API that, like many cursor-based APIs, cannot count its results.
function fetchCommits(page: number, pageSize: number) {
  return new Promise<{ items: Commit[]; hasMore: boolean }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      const end = Math.min(start + pageSize, TOTAL);
      const items = Array.from({ length: Math.max(end - start, 0) }, (_, offset) => {
        const n = start + offset;
        return { id: `c${n}`, message: `Refactor module ${n + 1}`, author: people[n % people.length] };
      });
      resolve({ items, hasMore: end < TOTAL });
    }, 500);
  });
}

const columns: GridColDef<Commit>[] = [
  { field: 'message', headerName: 'Message', flex: 1 },
  { field: 'author', headerName: 'Author', width: 120 },
];

export default function UnknownRowCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Commit[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCommits(paginationModel.page, paginationModel.pageSize).then((result) => {
      if (active) {
        setRows(result.items);
        setPaginationMeta({ hasNextPage: result.hasMore });
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10]}
        loading={loading}
      />
    </Box>
  );
}
