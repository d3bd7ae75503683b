import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, GridRowModelUpdate, useGridApiRef } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  amount: number;
  status: 'pending' | 'paid' | 'shipped';
}

const customers = ['Lena Fischer', 'Omar Said', 'Priya Nair', 'Tom Becker', 'Yuki Sato', 'Zoe Adams'];

const initialRows: Order[] = customers.map((customer, index) => ({
  id: index + 1,
  customer,
  amount: 40 + ((index * 67) % 300),
  status: 'pending',
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RowUpdatesApi() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(initialRows.length + 1);

  const apply = (updates: GridRowModelUpdate[]) => apiRef.current?.updateRows(updates);

  const addTwo = () => {
    const first = nextId.current;
    nextId.current += 2;
    apply([
      { id: first, customer: 'New customer', amount: 99, status: 'pending' },
      { id: first + 1, customer: 'Walk-in', amount: 15, status: 'paid' },
    ]);
  };

  // An update only needs the id and the fields that change.
  const payAll = () => {
    const ids = apiRef.current?.getAllRowIds() ?? [];
    apply(ids.map((id) => ({ id, status: 'paid' })));
  };

  const deleteFirst = () => {
    const [first] = apiRef.current?.getSortedRowIds() ?? [];
    if (first !== undefined) apply([{ id: first, _action: 'delete' }]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addTwo}>
          Add two orders
        </Button>
        <Button size="small" variant="outlined" onClick={payAll}>
          Mark all paid
        </Button>
        <Button size="small" onClick={deleteFirst}>
          Delete first
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
