'use client';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ORDERS, type Order } from './data';

const STATUS_COLOR = { Paid: 'success', Pending: 'warning', Refunded: 'default', Failed: 'error' } as const;

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        label={value}
        color={STATUS_COLOR[value as Order['status']]}
        // The status colour marks the border; the label keeps the text colour so it stays readable.
        sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
      />
    ),
  },
];

/** Recent orders: sortable, filterable and paginated by the Data Grid. */
export default function OrdersGrid() {
  return (
    <Card>
      <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2, pb: 1 }}>
        Recent orders
      </Typography>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        density="compact"
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        sx={{ border: 0, borderRadius: 0 }}
        aria-label="Recent orders"
      />
    </Card>
  );
}
