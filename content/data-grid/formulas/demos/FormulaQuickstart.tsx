import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface InvoiceLine {
  id: number;
  description: string;
  quantity: number;
  unitPrice: number;
  // A plain number, or a formula source such as '=quantity * unitPrice'.
  amount: number | string;
}

const rows: InvoiceLine[] = [
  { id: 1, description: 'Standing desk', quantity: 4, unitPrice: 489, amount: '=quantity * unitPrice' },
  { id: 2, description: 'Desk lamp', quantity: 6, unitPrice: 39.5, amount: '=quantity * unitPrice' },
  { id: 3, description: 'Monitor arm', quantity: 4, unitPrice: 119, amount: '=quantity * unitPrice' },
  { id: 4, description: 'Cable tray', quantity: 8, unitPrice: 24.9, amount: '=quantity * unitPrice' },
  { id: 5, description: 'Delivery', quantity: 1, unitPrice: 75, amount: 75 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatMoney = (value: unknown) => (typeof value === 'number' ? usd.format(value) : String(value ?? ''));

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: formatMoney,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    editable: true,
    // Cells of this column that hold a string starting with `=` are evaluated.
    allowFormulas: true,
    valueFormatter: formatMoney,
  },
];

// Defined once, outside the component: the grid reads it on its first render only.
const featureDependencies = { formula: formulaFeature };

export default function FormulaQuickstart() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        featureDependencies={featureDependencies}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
