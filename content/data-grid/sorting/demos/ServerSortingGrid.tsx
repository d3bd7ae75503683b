import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
  placedOn: string;
}

const database: Order[] = [
  { id: 1, customer: 'Lina Haddad', total: 240.5, placedOn: '2025-03-02' },
  { id: 2, customer: 'Marco Bianchi', total: 89.9, placedOn: '2025-02-18' },
  { id: 3, customer: 'Nora Svensson', total: 412, placedOn: '2025-03-11' },
  { id: 4, customer: 'Omar Farouk', total: 15.25, placedOn: '2025-01-27' },
  { id: 5, customer: 'Priya Nair', total: 178.4, placedOn: '2025-03-05' },
];

// A fake endpoint: it sorts on the "server" and answers after a delay.
function fetchOrders(sortModel: GridSortModel): Promise<Order[]> {
  const [item] = sortModel;
  const sorted = [...database];
  if (item?.sort) {
    const field = item.field as keyof Order;
    const direction = item.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * direction);
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(sorted), 500);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
  { field: 'placedOn', headerName: 'Placed on', width: 130 },
];

export default function ServerSortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'placedOn', sort: 'desc' }]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
      />
    </Box>
  );
}
