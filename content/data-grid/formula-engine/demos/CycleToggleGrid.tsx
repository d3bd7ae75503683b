import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Expense {
  id: string;
  category: string;
  amount: number | string;
  share: string;
}

const expense = (id: string, category: string, amount: number): Expense => ({
  id,
  category,
  amount,
  share: '=amount / REF(COLUMN("amount"), ROW("total"))',
});

const expenses: Expense[] = [
  expense('rent', 'Studio rent', 2400),
  expense('software', 'Software', 389),
  expense('travel', 'Travel', 1120),
  expense('equipment', 'Equipment', 760),
];

// COLUMN_VALUES("amount") covers the data rows of the `amount` column:
// placed in a data row of that same column, it would include itself.
const totalRow: Expense = {
  id: 'total',
  category: 'Total',
  amount: '=SUM(COLUMN_VALUES("amount"))',
  share: '=SUM(COLUMN_VALUES("share"))',
};

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, editable: true, allowFormulas: true },
  {
    field: 'share',
    headerName: 'Share',
    type: 'number',
    width: 100,
    allowFormulas: true,
    valueFormatter: (value: unknown) =>
      typeof value === 'number' ? `${(value * 100).toFixed(1)} %` : String(value ?? ''),
  },
];

const featureDependencies = { formula: formulaFeature };

export default function CycleToggleGrid() {
  const [pinTotal, setPinTotal] = React.useState(false);
  const rows = React.useMemo(() => (pinTotal ? expenses : [...expenses, totalRow]), [pinTotal]);
  const pinnedRows = React.useMemo(() => (pinTotal ? { bottom: [totalRow] } : undefined), [pinTotal]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pinTotal} onChange={(event) => setPinTotal(event.target.checked)} />}
        label="Pin the total row"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          // Remount on toggle, so that every formula is evaluated from scratch.
          key={pinTotal ? 'pinned-total' : 'inline-total'}
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          featureDependencies={featureDependencies}
          hideFooter
          disableRowSelectionOnClick
        />
      </Box>
    </Stack>
  );
}
