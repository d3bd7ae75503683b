import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const TABLE = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  sku: `SKU-${String(i + 1).padStart(4, '0')}`,
  stock: (i * 53) % 400,
}));

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', flex: 1, sortable: false, filterable: false },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 120, sortable: false, filterable: false },
];

// Entries expire after 30 seconds instead of the default 5 minutes.
const cache = new GridDataSourceCacheDefault({ ttl: 30_000 });

export default function DataSourceCacheGrid() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        setRequests((count) => count + 1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { rows: TABLE.slice(Number(start), end + 1), rowCount: TABLE.length };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2">Requests sent: {requests}</Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}
        >
          Refetch this page
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
