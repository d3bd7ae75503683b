import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Payment {
  id: number;
  payee: string;
  amount: number;
  paidOn: Date;
}

const rows: Payment[] = [
  { id: 1, payee: 'Studio Lumen', amount: 1250.5, paidOn: new Date(2025, 2, 3) },
  { id: 2, payee: 'Kettle & Co', amount: 89.99, paidOn: new Date(2025, 2, 14) },
  { id: 3, payee: 'Northline Freight', amount: 4310, paidOn: new Date(2025, 2, 28) },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Payment>[] = [
  { field: 'payee', headerName: 'Payee', flex: 1 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'paidOn',
    headerName: 'Paid on',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
];

export default function RawValueCopyGrid() {
  const [raw, setRaw] = React.useState(true);
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="Copy raw values"
      />
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // The boolean form covers both a focused cell and selected rows.
          ignoreValueFormatterDuringExport={raw}
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, p: 1, minHeight: 32, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        {copied.replaceAll('\t', '  ') || 'Select rows and press Ctrl+C (⌘+C).'}
      </Typography>
    </Box>
  );
}
