import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator } from '@mui/x-data-grid-pro';

interface Car {
  id: number;
  model: string;
  fuel: string;
  year: number;
  price: number;
  km: number;
}

const models = [
  'Corolla',
  'Golf',
  'Model 3',
  'Clio',
  'Civic',
  'Ioniq 5',
  'Octavia',
  'Mazda3',
  'Zoe',
  'Prius',
];
const fuels = ['Petrol', 'Diesel', 'Electric', 'Hybrid'];
const rows: Car[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  model: models[index % models.length],
  fuel: fuels[(index * 3) % fuels.length],
  year: 2014 + ((index * 5) % 11),
  price: 6500 + ((index * 1337) % 28000),
  km: 8000 + ((index * 7919) % 160000),
}));

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1 },
  { field: 'fuel', headerName: 'Fuel', type: 'singleSelect', valueOptions: fuels, width: 120 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120 },
  { field: 'km', headerName: 'Mileage (km)', type: 'number', width: 130 },
];

// Three conditions that must all hold: a recent, affordable, low-mileage car.
export default function MultiFiltersAnd() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'year', operator: '>=', value: 2019 },
                { id: 2, field: 'price', operator: '<', value: 20000 },
                { id: 3, field: 'km', operator: '<', value: 100000 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
