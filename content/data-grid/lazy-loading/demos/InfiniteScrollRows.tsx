import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Photo {
  id: number;
  title: string;
  photographer: string;
  likes: number;
}

const photographers = ['Ana Lopes', 'Bilal Khan', 'Cora Li', 'Dmitri Orlov', 'Esi Mensah'];
const subjects = [
  'Dunes at dawn',
  'Night market',
  'Glacier edge',
  'Harbor fog',
  'City rooftops',
  'Rice terraces',
];
const PAGE = 30;
const MAX = 240;

const photo = (index: number): Photo => ({
  id: index + 1,
  title: `${subjects[index % subjects.length]} #${index + 1}`,
  photographer: photographers[(index * 7) % photographers.length],
  likes: (index * 97) % 5000,
});

const columns: GridColDef<Photo>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'photographer', headerName: 'Photographer', width: 160 },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 100 },
];

// Without a data source: keep the rows yourself and append a page when the user nears the end.
export default function InfiniteScrollRows() {
  const [rows, setRows] = React.useState<Photo[]>(() => Array.from({ length: PAGE }, (_, i) => photo(i)));
  const [loading, setLoading] = React.useState(false);

  const loadMore = React.useCallback(() => {
    if (loading || rows.length >= MAX) return;
    setLoading(true);
    setTimeout(() => {
      setRows((previous) => [
        ...previous,
        ...Array.from({ length: PAGE }, (_, i) => photo(previous.length + i)),
      ]);
      setLoading(false);
    }, 600);
  }, [loading, rows.length]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={loadMore}
        scrollEndThreshold={150}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      />
    </Box>
  );
}
