import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
} from '@mui/x-data-grid-pro';

const ROUTES = ['Line 1 → Airport', 'Line 4 → Harbour', 'Line 7 → Stadium', 'Line 9 → Old Town', 'Line 12 → Campus'];

// The "server": each answer moves the departure times on, as a live board would.
let tick = 0;
function departures() {
  tick += 1;
  return ROUTES.map((route, i) => ({
    id: i + 1,
    route,
    dueIn: ((i * 4 + 12 - tick) % 12 + 12) % 12,
    platform: String.fromCharCode(65 + (i % 3)),
  }));
}

const dataSource: GridDataSource = {
  getRows: async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = departures();
    return { rows, rowCount: rows.length };
  },
};

// Entries expire after 4 s, so each revalidation finds a stale entry and asks the server.
const cache = new GridDataSourceCacheDefault({ ttl: 4_000 });

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', flex: 1 },
  { field: 'platform', headerName: 'Platform', width: 100 },
  {
    field: 'dueIn',
    headerName: 'Due in',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value === 0 ? 'Now' : `${value} min`),
  },
];

export default function DataSourceRevalidate() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={5_000}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        The board checks for new times every 5 seconds, without a loading state.
      </Typography>
    </Box>
  );
}
