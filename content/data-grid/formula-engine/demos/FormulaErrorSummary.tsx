import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridFooterContainer,
  gridFormulaLookupSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Product {
  id: number;
  product: string;
  price: number | string;
  cost: number | string;
  margin: string;
}

const product = (id: number, name: string, price: number | string, cost: number | string): Product => ({
  id,
  product: name,
  price,
  cost,
  margin: '=(price - cost) / price',
});

const rows: Product[] = [
  product(1, 'Ceramic mug', 14, 5.2),
  product(2, 'Linen apron', 32, 13.5),
  product(3, 'Gift card', 0, 0),
  product(4, 'Walnut board', 58, 'tbd'),
  product(5, 'Beeswax candle', 18, 6.8),
];

const columns: GridColDef<Product>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  // No `type` on `cost`: the demo stores a text value in it on purpose.
  { field: 'cost', headerName: 'Cost', width: 90, editable: true },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 100,
    allowFormulas: true,
    editable: true,
    valueFormatter: (value: unknown) =>
      typeof value === 'number' ? `${(value * 100).toFixed(1)} %` : String(value ?? ''),
  },
];

function ErrorSummaryFooter() {
  const apiRef = useGridApiContext();
  // Results of every formula cell, keyed by row id, then field.
  const lookup = useGridSelector(apiRef, gridFormulaLookupSelector);

  const errors: string[] = [];
  Object.entries(lookup).forEach(([rowId, fields]) => {
    Object.entries(fields).forEach(([field, result]) => {
      if (result.type === 'error') {
        const name = apiRef.current.getRow(rowId)?.product ?? rowId;
        const detail = result.message ? ` (${result.message})` : '';
        const column = apiRef.current.getColumn(field)?.headerName ?? field;
        errors.push(`${name} › ${column}: ${result.code}${detail}`);
      }
    });
  });

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, typography: 'body2', display: 'block' }}>
      <div aria-live="polite">
        {errors.length === 0 ? 'No formula errors.' : `${errors.length} formula error(s):`}
      </div>
      {errors.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </GridFooterContainer>
  );
}

const featureDependencies = { formula: formulaFeature };

export default function FormulaErrorSummary() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        featureDependencies={featureDependencies}
        slots={{ footer: ErrorSummaryFooter }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
