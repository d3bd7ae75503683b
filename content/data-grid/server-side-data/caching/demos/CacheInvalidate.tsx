import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridDataSource, useGridApiRef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  status: 'Pending' | 'Shipped';
}

const CUSTOMERS = ['Nadia', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Viktor'];

function createOrders(): Order[] {
  return Array.from({ length: 60 }, (_, i) => ({
    id: 1001 + i,
    customer: CUSTOMERS[(i * 4) % CUSTOMERS.length],
    status: i % 3 === 0 ? 'Shipped' : 'Pending',
  }));
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 100, sortable: false, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, sortable: false, filterable: false },
  { field: 'status', headerName: 'Status', width: 130, sortable: false, filterable: false },
];

export default function CacheInvalidate() {
  const apiRef = useGridApiRef();
  // The fake server's table lives as long as the demo.
  const orders = React.useRef<Order[]>(createOrders());

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { rows: orders.current.slice(Number(start), end + 1), rowCount: orders.current.length };
      },
    }),
    [],
  );

  const shipAll = async () => {
    // A write on the server makes every cached page wrong, not only the visible one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    orders.current = orders.current.map((order) => ({ ...order, status: 'Shipped' }));
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  const reset = () => {
    orders.current = createOrders();
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="contained" onClick={shipAll}>
          Ship all orders
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
