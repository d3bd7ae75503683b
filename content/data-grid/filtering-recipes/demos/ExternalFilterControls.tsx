import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

type OrderStatus = 'New' | 'Packed' | 'Shipped' | 'Returned';

interface Order {
  id: number;
  customer: string;
  status: OrderStatus;
  total: number;
}

const statuses: OrderStatus[] = ['New', 'Packed', 'Shipped', 'Returned'];
const customers = ['Aiko', 'Bruno', 'Carmen', 'Dmitri', 'Esther', 'Farid', 'Greta', 'Hugo', 'Ilse', 'Jamal'];
const rows: Order[] = customers.map((customer, index) => ({
  id: 5000 + index,
  customer,
  status: statuses[(index * 3) % 4],
  total: 20 + ((index * 53) % 240),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ExternalFilterControls() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // Derive the buttons' state from the model, so the filter panel and the buttons stay in sync.
  const statusItem = filterModel.items.find((item) => item.field === 'status' && item.operator === 'is');
  const selectedStatus = (statusItem?.value as OrderStatus | undefined) ?? 'all';

  const handleStatus = (_event: React.MouseEvent, value: OrderStatus | 'all' | null) => {
    if (value === null) {
      return;
    }
    setFilterModel({
      items: value === 'all' ? [] : [{ id: 'status', field: 'status', operator: 'is', value }],
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={selectedStatus} onChange={handleStatus} aria-label="Order status">
        <ToggleButton value="all">All</ToggleButton>
        {statuses.map((status) => (
          <ToggleButton key={status} value={status}>
            {status}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
    </Stack>
  );
}
