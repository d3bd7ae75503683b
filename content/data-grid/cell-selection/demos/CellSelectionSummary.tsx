import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  category: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const categories = ['Travel', 'Software', 'Hardware', 'Training', 'Office', 'Marketing', 'Legal'];

const rows: Expense[] = categories.map((category, index) => ({
  id: index + 1,
  category,
  q1: 1200 + index * 310,
  q2: 900 + ((index * 470) % 1500),
  q3: 1500 + ((index * 260) % 900),
  q4: 1100 + ((index * 390) % 1300),
}));

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1 },
  ...(['q1', 'q2', 'q3', 'q4'] as const).map((field) => ({
    field,
    headerName: field.toUpperCase(),
    type: 'number' as const,
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  })),
];

/** Like the status bar of a spreadsheet: count, sum and average of the selected numbers. */
export default function CellSelectionSummary() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState({ count: 0, sum: 0 });

  const handleChange = React.useCallback(
    (model: GridCellSelectionModel) => {
      let count = 0;
      let sum = 0;
      for (const [rowId, fields] of Object.entries(model)) {
        for (const [field, selected] of Object.entries(fields)) {
          const value = selected ? apiRef.current?.getCellValue(rowId, field) : undefined;
          if (typeof value === 'number') {
            count += 1;
            sum += value;
          }
        }
      }
      setSummary({ count, sum });
    },
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          onCellSelectionModelChange={handleChange}
          hideFooter
        />
      </Box>
      <Stack direction="row" spacing={3} sx={{ mt: 1, justifyContent: 'flex-end' }} aria-live="polite">
        <Typography variant="body2">Count: {summary.count}</Typography>
        <Typography variant="body2">Sum: {currency.format(summary.sum)}</Typography>
        <Typography variant="body2">
          Average: {summary.count ? currency.format(summary.sum / summary.count) : '—'}
        </Typography>
      </Stack>
    </Box>
  );
}
