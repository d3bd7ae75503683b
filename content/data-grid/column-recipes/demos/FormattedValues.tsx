import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Subsidiary {
  id: number;
  name: string;
  currency: 'EUR' | 'USD' | 'JPY' | 'GBP';
  revenue: number;
  growth: number;
  margin: number;
  employees: number;
}

const rows: Subsidiary[] = [
  { id: 1, name: 'Acme France', currency: 'EUR', revenue: 4820000, growth: 0.084, margin: 0.172, employees: 86 },
  { id: 2, name: 'Acme US', currency: 'USD', revenue: 12940000, growth: 0.121, margin: 0.205, employees: 240 },
  { id: 3, name: 'Acme Japan', currency: 'JPY', revenue: 615000000, growth: -0.032, margin: 0.094, employees: 64 },
  { id: 4, name: 'Acme UK', currency: 'GBP', revenue: 3275000, growth: 0.015, margin: 0.131, employees: 52 },
  { id: 5, name: 'Acme Germany', currency: 'EUR', revenue: 7150000, growth: 0.067, margin: 0.188, employees: 121 },
];

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

const columns: GridColDef<Subsidiary>[] = [
  { field: 'name', headerName: 'Subsidiary', flex: 1, minWidth: 140 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    // The formatter receives the row too, so each row uses its own currency.
    valueFormatter: (value: number, row) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: row.currency, maximumFractionDigits: 0 }).format(
        value,
      ),
  },
  {
    field: 'growth',
    headerName: 'Growth',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => signedPercent.format(value),
  },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'employees',
    headerName: 'Staff',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => compact.format(value),
  },
];

export default function FormattedValues() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
