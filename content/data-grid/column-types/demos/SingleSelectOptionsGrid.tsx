import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  country: string;
  carrierId: number;
}

interface Carrier {
  code: number;
  displayName: string;
}

const CARRIERS: Carrier[] = [
  { code: 10, displayName: 'Swift Parcel' },
  { code: 20, displayName: 'Northern Freight' },
  { code: 30, displayName: 'Blue Courier' },
];

const rows: Shipment[] = [
  { id: 1, reference: 'SHP-5101', country: 'DE', carrierId: 10 },
  { id: 2, reference: 'SHP-5102', country: 'JP', carrierId: 30 },
  { id: 3, reference: 'SHP-5103', country: 'BR', carrierId: 20 },
  { id: 4, reference: 'SHP-5104', country: 'DE', carrierId: 30 },
  { id: 5, reference: 'SHP-5105', country: 'CA', carrierId: 10 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // The row stores the code; the cell, the editor and the filter show the label.
    valueOptions: [
      { value: 'BR', label: 'Brazil' },
      { value: 'CA', label: 'Canada' },
      { value: 'DE', label: 'Germany' },
      { value: 'JP', label: 'Japan' },
    ],
  },
  {
    field: 'carrierId',
    headerName: 'Carrier',
    type: 'singleSelect',
    flex: 1,
    minWidth: 170,
    editable: true,
    // The options keep the shape they have in the API; two callbacks read them.
    valueOptions: CARRIERS,
    getOptionValue: (option) => (option as Carrier).code,
    getOptionLabel: (option) => (option as Carrier).displayName,
  },
];

export default function SingleSelectOptionsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
