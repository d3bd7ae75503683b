import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  destination: string;
  carrier: string;
  weight: number;
  shipped: Date;
  insured: boolean;
}

const DESTINATIONS = ['Oslo', 'Nairobi', 'Santiago', 'Hanoi', 'Toronto', 'Perth'];
const CARRIERS = ['Northwind', 'Swift Cargo', 'BlueLine'];

const rows: Shipment[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  destination: DESTINATIONS[index % DESTINATIONS.length],
  carrier: CARRIERS[(index * 2) % CARRIERS.length],
  weight: 5 + ((index * 29) % 95),
  shipped: new Date(2025, 4, 1 + index),
  insured: index % 3 === 0,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    valueOptions: CARRIERS,
    width: 150,
  },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 140 },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 150 },
  { field: 'insured', headerName: 'Insured', type: 'boolean', width: 120 },
];

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
