import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  country: string;
}

interface Invoice {
  id: number;
  customerId: number;
  amount: number;
}

const countries = ['DE', 'FR', 'ES', 'PL', 'SE', 'NL', 'IT'];
const customers: Customer[] = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  name: `Customer ${index + 1}`,
  country: countries[index % countries.length],
}));

const invoices: Invoice[] = Array.from({ length: 20000 }, (_, index) => ({
  id: index + 1,
  customerId: 1 + ((index * 7919) % customers.length),
  amount: 50 + ((index * 104729) % 5000) / 10,
}));

// Build the lookup once. A `customers.find()` inside valueGetter would scan 2,000 entries
// for each of the 20,000 rows every time the grid sorts or filters.
const customersById = new Map(customers.map((customer) => [customer.id, customer]));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    valueGetter: (_value, row) => customersById.get(row.customerId)?.name,
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 100,
    valueGetter: (_value, row) => customersById.get(row.customerId)?.country,
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

export default function LookupTable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={invoices} columns={columns} />
    </Box>
  );
}
