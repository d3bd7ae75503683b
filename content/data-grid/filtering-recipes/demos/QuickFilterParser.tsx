import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLogicOperator } from '@mui/x-data-grid';

interface Office {
  id: number;
  city: string;
  country: string;
  manager: string;
}

const rows: Office[] = [
  { id: 1, city: 'New York', country: 'United States', manager: 'Sara Cohen' },
  { id: 2, city: 'York', country: 'United Kingdom', manager: 'Owen Price' },
  { id: 3, city: 'San Francisco', country: 'United States', manager: 'Luis Ortega' },
  { id: 4, city: 'Sao Paulo', country: 'Brazil', manager: 'Ana Souza' },
  { id: 5, city: 'Hong Kong', country: 'China', manager: 'Wing Chan' },
  { id: 6, city: 'Kong Island', country: 'Norway', manager: 'Ola Dahl' },
  { id: 7, city: 'New Delhi', country: 'India', manager: 'Ravi Mehta' },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'manager', headerName: 'Manager', flex: 1 },
];

// Commas separate terms, so "new york" is one term rather than "new" and "york".
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');

const formatTerms = (values: string[]) => values.join(', ');

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['new york', 'hong kong'],
              // Any term may match, instead of the default "every term".
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        slotProps={{
          toolbar: {
            quickFilterProps: { quickFilterParser: parseTerms, quickFilterFormatter: formatTerms },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
