import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface PriceRow {
  id: number;
  item: string;
  net: number;
  vatRate: number;
}

const rows: PriceRow[] = [
  { id: 1, item: 'Consulting hour', net: 120, vatRate: 0.2 },
  { id: 2, item: 'Printed manual', net: 25, vatRate: 0.055 },
  { id: 3, item: 'Training day', net: 900, vatRate: 0.2 },
  { id: 4, item: 'Support plan (month)', net: 250, vatRate: 0.1 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const round = (value: number) => Math.round(value * 100) / 100;

const columns: GridColDef<PriceRow>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  {
    field: 'net',
    headerName: 'Net price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'vatRate',
    headerName: 'VAT',
    type: 'singleSelect',
    width: 100,
    editable: true,
    valueOptions: [
      { value: 0.055, label: '5.5 %' },
      { value: 0.1, label: '10 %' },
      { value: 0.2, label: '20 %' },
    ],
  },
  {
    // No `gross` field is stored: reading computes it, writing updates `net` instead.
    field: 'gross',
    headerName: 'Gross price',
    type: 'number',
    width: 130,
    editable: true,
    valueGetter: (_value, row) => round(row.net * (1 + row.vatRate)),
    valueSetter: (value: number, row) => ({ ...row, net: round(value / (1 + row.vatRate)) }),
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function LinkedFields() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
