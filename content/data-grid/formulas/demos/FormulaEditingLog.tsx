import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface TripItem {
  id: number;
  item: string;
  nights: number | null;
  rate: number | null;
  total: number | string | null;
}

const initialRows: TripItem[] = [
  { id: 1, item: 'Hotel in Lisbon', nights: 3, rate: 142, total: '=nights * rate' },
  { id: 2, item: 'Guesthouse in Porto', nights: 2, rate: 96, total: '=nights * rate' },
  { id: 3, item: 'Rental car', nights: 5, rate: 38, total: '=nights * rate + 60' },
  { id: 4, item: 'Train Lisbon to Porto', nights: null, rate: null, total: 29 },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const formatMoney = (value: unknown) => (typeof value === 'number' ? eur.format(value) : String(value ?? ''));

const columns: GridColDef<TripItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'nights', headerName: 'Days', type: 'number', width: 80, editable: true },
  {
    field: 'rate',
    headerName: 'Rate',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: formatMoney,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    editable: true,
    allowFormulas: true,
    valueFormatter: formatMoney,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function FormulaEditingLog() {
  const [log, setLog] = React.useState<string[]>([]);

  // `newRow` holds what the grid stores: the formula source, never its result.
  const processRowUpdate = React.useCallback((newRow: TripItem) => {
    setLog((previous) =>
      [`${newRow.item}: total = ${JSON.stringify(newRow.total)}`, ...previous].slice(0, 4),
    );
    return newRow;
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 290 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          featureDependencies={featureDependencies}
          processRowUpdate={processRowUpdate}
          hideFooter
          disableRowSelectionOnClick
        />
      </Box>
      <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 13 }}>
        <Typography variant="caption" component="div" sx={{ fontFamily: 'inherit', mb: 0.5 }}>
          processRowUpdate received
        </Typography>
        {log.length === 0 ? (
          <div>Edit a cell and press Enter.</div>
        ) : (
          log.map((line, index) => <div key={`${index}-${line}`}>{line}</div>)
        )}
      </Box>
    </Stack>
  );
}
