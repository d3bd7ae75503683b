import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

const TABLE = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  sensor: `Sensor ${String.fromCharCode(65 + (i % 8))}-${100 + i}`,
  reading: 18 + ((i * 13) % 90) / 10,
}));

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1 },
  { field: 'reading', headerName: 'Reading (°C)', type: 'number', width: 140 },
];

// A cache keeps only the parts of the params that change the answer.
function keyOf(params: GridGetRowsParams) {
  return JSON.stringify([params.paginationModel, params.sortModel, params.filterModel]);
}

export default function DataSourceCustomCache() {
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((previous) => [line, ...previous].slice(0, 4));

  // Any object with get, set and clear works: a Map here, sessionStorage or IndexedDB in an app.
  const cache = React.useMemo<GridDataSourceCache>(() => {
    const store = new Map<string, GridGetRowsResponse>();
    return {
      get: (params) => store.get(keyOf(params)),
      set: (params, value) => {
        store.set(keyOf(params), value);
      },
      clear: () => store.clear(),
    };
  }, []);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end, paginationModel }) => {
        write(`request: page ${(paginationModel?.page ?? 0) + 1}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { rows: TABLE.slice(Number(start), end + 1), rowCount: TABLE.length };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear cache
        </Button>
        <Typography variant="body2">{log.join(' · ') || 'No request yet'}</Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
