import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  getGridNumericOperators,
} from '@mui/x-data-grid';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// A reusable "price" type: a number column with a formatter, a width and fewer filter operators.
const priceColumn: GridColTypeDef = {
  type: 'number',
  width: 130,
  valueFormatter: (value?: number) => (value == null ? '' : eur.format(value)),
  cellClassName: 'price-cell',
  filterOperators: getGridNumericOperators().filter((operator) =>
    ['=', '>', '<'].includes(operator.value),
  ),
};

const rows = [
  { id: 1, product: 'Espresso machine', cost: 212.4, price: 349, discounted: 299 },
  { id: 2, product: 'Milk frother', cost: 18.9, price: 39.5, discounted: 34 },
  { id: 3, product: 'Coffee grinder', cost: 74, price: 129, discounted: 119 },
  { id: 4, product: 'Tamper', cost: 6.2, price: 19.9, discounted: 17.5 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'cost', headerName: 'Cost', ...priceColumn },
  { field: 'price', headerName: 'Price', ...priceColumn },
  // Properties written after the spread override the shared ones.
  { field: 'discounted', headerName: 'Sale price', ...priceColumn, width: 150 },
];

export default function CustomColumnTypeGrid() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .price-cell': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
