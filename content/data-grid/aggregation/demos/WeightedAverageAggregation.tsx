import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Line {
  id: number;
  supplier: string;
  item: string;
  quantity: number;
  unitPrice: number;
}

const SUPPLIERS = ['Northwind', 'Fjord Foods'];
const ITEMS = ['Oats', 'Coffee beans', 'Olive oil', 'Rice'];

const rows: Line[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  supplier: SUPPLIERS[index % 2],
  item: ITEMS[(index * 3) % 4],
  quantity: index % 5 === 0 ? 400 : 10 + ((index * 9) % 40),
  unitPrice: 2 + ((index * 7) % 11) + 0.5,
}));

interface PriceAndWeight {
  price: number;
  weight: number;
}

// Average unit price weighted by quantity: big orders count more.
const weightedAvg: GridAggregationFunction<PriceAndWeight, number> = {
  label: 'weighted avg',
  columnTypes: ['number'],
  // Hands each row's price and quantity to apply() instead of the price alone.
  getCellValue: ({ row }) => ({ price: row.unitPrice, weight: row.quantity }),
  apply: ({ values }) => {
    let total = 0;
    let weights = 0;
    values.forEach((value) => {
      if (value) {
        total += value.price * value.weight;
        weights += value.weight;
      }
    });
    return weights === 0 ? null : total / weights;
  },
};

const money = (value: number | null) => (value == null ? '' : `€${value.toFixed(2)}`);

const columns: GridColDef<Line>[] = [
  { field: 'supplier', headerName: 'Supplier', width: 130 },
  { field: 'item', headerName: 'Item', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 170, valueFormatter: money },
];

export default function WeightedAverageAggregation() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAvg }}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['supplier'] },
          aggregation: { model: { quantity: 'sum', unitPrice: 'weightedAvg' } },
        }}
      />
    </Box>
  );
}
