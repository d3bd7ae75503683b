import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  city: string;
}

const rows: Customer[] = [
  { id: 1, name: 'Northwind Traders', city: 'Seattle' },
  { id: 2, name: 'Blue Heron Books', city: 'Portland' },
  { id: 3, name: 'Kestrel Cycles', city: 'Denver' },
  { id: 4, name: 'Saltmarsh Foods', city: 'Boston' },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1 },
  { field: 'city', headerName: 'City', width: 140 },
];

// A fake server: answers after a short delay, without any network.
function fetchLastOrder(customerId: number) {
  return new Promise<{ number: string; total: number }>((resolve) => {
    setTimeout(() => resolve({ number: `PO-${4100 + customerId * 7}`, total: 180 + customerId * 65 }), 700);
  });
}

function LastOrderPanel({ customer }: { customer: Customer }) {
  const [order, setOrder] = React.useState<{ number: string; total: number } | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchLastOrder(customer.id).then((result) => {
      if (active) {
        setOrder(result);
      }
    });
    return () => {
      active = false;
    };
  }, [customer.id]);

  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', px: 2, alignItems: 'center' }}>
      {order ? (
        <Typography variant="body2">
          Last order {order.number}, total ${order.total.toFixed(2)}
        </Typography>
      ) : (
        <React.Fragment>
          <CircularProgress size={16} aria-label="Loading last order" />
          <Typography variant="body2">Loading…</Typography>
        </React.Fragment>
      )}
    </Stack>
  );
}

const getDetailPanelContent: DataGridProProps<Customer>['getDetailPanelContent'] = ({ row }) => (
  <LastOrderPanel customer={row} />
);

// A fixed height: the panel does not change size when its data arrives.
const getDetailPanelHeight = () => 56;

export default function LazyDetailPanelGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
