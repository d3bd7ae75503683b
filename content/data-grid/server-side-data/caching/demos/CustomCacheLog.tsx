import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid';

const PRODUCTS = ['Kettle', 'Toaster', 'Blender', 'Juicer', 'Grinder', 'Steamer', 'Mixer'];
const TABLE = Array.from({ length: 150 }, (_, i) => ({
  id: i + 1,
  product: `${PRODUCTS[i % PRODUCTS.length]} ${100 + i}`,
  price: 19 + ((i * 37) % 180),
}));

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, filterable: false },
  { field: 'price', headerName: 'Price', type: 'number', width: 120, filterable: false },
];

// Any object with get, set and clear is a cache. This one keeps entries in a Map
// for the lifetime of the page and reports every lookup.
class LoggingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  private report: (line: string) => void;

  constructor(report: (line: string) => void) {
    this.report = report;
  }

  private key(params: GridGetRowsParams) {
    return JSON.stringify([params.sortModel, params.filterModel, params.start, params.end]);
  }

  get(params: GridGetRowsParams) {
    const hit = this.entries.get(this.key(params));
    this.report(`${hit ? 'hit' : 'miss'} rows ${params.start}-${params.end}`);
    return hit;
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(this.key(params), value);
  }

  clear() {
    this.entries.clear();
  }
}

const dataSource: GridDataSource = {
  getRows: async ({ sortModel, start, end }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [sort] = sortModel;
    const rows = [...TABLE];
    if (sort?.field === 'price') {
      rows.sort((a, b) => (sort.sort === 'desc' ? b.price - a.price : a.price - b.price));
    }
    return { rows: rows.slice(Number(start), end + 1), rowCount: rows.length };
  },
};

export default function CustomCacheLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const cache = React.useMemo(
    () => new LoggingCache((line) => setLog((previous) => [line, ...previous].slice(0, 5))),
    [],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 370, flex: { md: 1 }, minWidth: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
      <Box sx={{ width: { md: 200 } }}>
        <Typography variant="subtitle2">Cache lookups</Typography>
        {log.map((line, index) => (
          <Typography key={`${index}-${line}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
