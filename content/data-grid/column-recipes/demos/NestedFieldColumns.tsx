import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  customer: {
    name: string;
    address: { city: string; country: string };
  };
  carrier: { name: string; service: string } | null;
  weightKg: number;
}

const cities: [string, string][] = [
  ['Lyon', 'France'],
  ['Porto', 'Portugal'],
  ['Gdansk', 'Poland'],
  ['Ghent', 'Belgium'],
  ['Graz', 'Austria'],
  ['Malmo', 'Sweden'],
];
const customers = ['Atelier Rive', 'Casa Norte', 'Baltic Tools', 'Van Damme BV', 'Bergwerk', 'Nordljus AB'];

const rows: Shipment[] = customers.map((name, index) => ({
  id: `SH-${2041 + index}`,
  customer: { name, address: { city: cities[index][0], country: cities[index][1] } },
  // One shipment has no carrier yet: the getter must cope with `null`.
  carrier: index === 3 ? null : { name: index % 2 ? 'DHL' : 'UPS', service: index % 3 ? 'Express' : 'Economy' },
  weightKg: 2.5 + index * 3.2,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  {
    field: 'customerName',
    headerName: 'Customer',
    flex: 1,
    valueGetter: (_value, row) => row.customer.name,
  },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    valueGetter: (_value, row) => `${row.customer.address.city}, ${row.customer.address.country}`,
  },
  {
    field: 'carrier',
    headerName: 'Carrier',
    width: 150,
    valueGetter: (_value, row) =>
      row.carrier ? `${row.carrier.name} ${row.carrier.service}` : 'Not assigned',
  },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function NestedFieldColumns() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
