import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDataSource, GridDataSourceCacheDefault } from '@mui/x-data-grid';

const CITIES = ['Lisbon', 'Oslo', 'Tunis', 'Quito', 'Hanoi', 'Perth'];
const TABLE = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  store: `Store ${String(i + 1).padStart(3, '0')}`,
  city: CITIES[(i * 7) % CITIES.length],
  revenue: 20_000 + ((i * 7919) % 80_000),
}));

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', flex: 1, sortable: false, filterable: false },
  { field: 'city', headerName: 'City', flex: 1, sortable: false, filterable: false },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130, sortable: false, filterable: false },
];

// Created once: a new cache object on every render would empty the cache.
const defaultCache = new GridDataSourceCacheDefault({});

export default function CacheToggle() {
  const [cacheEnabled, setCacheEnabled] = React.useState(true);
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        setRequests((count) => count + 1);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { rows: TABLE.slice(Number(start), end + 1), rowCount: TABLE.length };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch checked={cacheEnabled} onChange={(event) => setCacheEnabled(event.target.checked)} />
          }
          label="Cache responses"
        />
        <Typography variant="body2">Requests sent: {requests}</Typography>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cacheEnabled ? defaultCache : null}
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
