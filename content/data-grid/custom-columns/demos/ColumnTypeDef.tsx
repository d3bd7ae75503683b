import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

// A reusable column type: spread it into any column that holds an amount in euros.
const euroColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value) => (value == null ? '' : eur.format(value)),
  cellClassName: 'euro-cell',
};

// Another one for percentages stored as fractions (0.2 = 20 %).
const percentColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 100,
  valueFormatter: (value) => (value == null ? '' : `${(value * 100).toFixed(1)} %`),
};

interface Invoice {
  id: string;
  client: string;
  net: number;
  vatRate: number;
  gross: number;
}

const clients = ['Müller GmbH', 'Rossi S.p.A.', 'Dupont SARL', 'Nowak Sp. z o.o.', 'Jansen B.V.'];
const rows: Invoice[] = clients.map((client, index) => {
  const net = 850 + index * 412.5;
  const vatRate = [0.19, 0.22, 0.2, 0.23, 0.21][index];
  return { id: `INV-${2400 + index}`, client, net, vatRate, gross: net * (1 + vatRate) };
});

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'net', headerName: 'Net', ...euroColumn },
  { field: 'vatRate', headerName: 'VAT', ...percentColumn },
  { field: 'gross', headerName: 'Gross', ...euroColumn, width: 140 },
];

export default function ColumnTypeDef() {
  return (
    <Box sx={{ height: 330, width: '100%', '& .euro-cell': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
