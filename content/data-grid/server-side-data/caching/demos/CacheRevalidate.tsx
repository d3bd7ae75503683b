import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDataSource, GridDataSourceCacheDefault } from '@mui/x-data-grid';

const SYMBOLS = ['ACME', 'BOLT', 'CRUX', 'DYNA', 'EPIC', 'FLUX', 'GRID', 'HELX', 'IONS', 'JADE', 'KILO', 'LUMA'];

// Every answer from the fake market moves the prices a little.
let tick = 0;
function quote(index: number) {
  const base = 40 + index * 13;
  const wave = ((tick * (index + 3)) % 11) - 5;
  return { id: index + 1, symbol: SYMBOLS[index], price: base + wave / 2, change: wave / 2 };
}

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', flex: 1, sortable: false, filterable: false },
  { field: 'price', headerName: 'Price', type: 'number', width: 120, sortable: false, filterable: false },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 120,
    sortable: false,
    filterable: false,
    valueFormatter: (value: number) => (value > 0 ? `+${value}` : `${value}`),
  },
];

// Entries expire after 2 s, so each 3 s revalidation finds a stale entry and asks the server.
const cache = new GridDataSourceCacheDefault({ ttl: 2_000 });

export default function CacheRevalidate() {
  const [lastUpdate, setLastUpdate] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        tick += 1;
        setLastUpdate(tick);
        const rows = SYMBOLS.map((_, index) => quote(index));
        return { rows: rows.slice(Number(start), end + 1), rowCount: rows.length };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Server responses so far: {lastUpdate}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={3_000}
          pageSizeOptions={[12]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 12 } } }}
        />
      </Box>
    </Box>
  );
}
