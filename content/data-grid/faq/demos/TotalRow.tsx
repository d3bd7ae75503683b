import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Line {
  id: number | string;
  product: string;
  quantity: number;
  amount: number;
}

const products = ['Oak desk', 'Task chair', 'Lamp', 'Shelf', 'Rug', 'Plant pot'];
const rows: Line[] = products.map((product, index) => ({
  id: index + 1,
  product,
  quantity: 1 + ((index * 5) % 7),
  amount: 35 + ((index * 149) % 600),
}));

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Line>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (v: number) => money.format(v),
  },
];

// A total row computed from the rows and pinned to the bottom; it stays out of sorting and filtering.
export default function TotalRow() {
  const pinnedRows = React.useMemo(
    () => ({
      bottom: [
        {
          id: 'total',
          product: 'Total',
          quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
          amount: rows.reduce((sum, row) => sum + row.amount, 0),
        },
      ],
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%', '& .total-row': { fontWeight: 600 } }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        getRowClassName={(params) => (params.id === 'total' ? 'total-row' : '')}
        hideFooter
      />
    </Box>
  );
}
