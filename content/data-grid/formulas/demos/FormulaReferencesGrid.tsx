import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface BudgetLine {
  id: string;
  department: string;
  budget: number | string;
  spent: number | string;
  remaining: string;
  share: string;
}

// Same-row references: `budget` and `spent` read the cells of the same row.
// Cross-row reference: REF(COLUMN("spent"), ROW("total")) reads the pinned total row by its id.
const line = (id: string, department: string, budget: number, spent: number): BudgetLine => ({
  id,
  department,
  budget,
  spent,
  remaining: '=budget - spent',
  share: '=spent / REF(COLUMN("spent"), ROW("total"))',
});

const rows: BudgetLine[] = [
  line('design', 'Design', 84000, 61250),
  line('engineering', 'Engineering', 312000, 248900),
  line('marketing', 'Marketing', 126000, 131400),
  line('sales', 'Sales', 98000, 72310),
  line('support', 'Support', 57000, 40120),
];

// Ranges never include pinned rows, so a pinned row can total the column it sits in.
const pinnedRows = {
  bottom: [
    {
      id: 'total',
      department: 'All departments',
      budget: '=SUM(COLUMN_VALUES("budget"))',
      spent: '=SUM(COLUMN_VALUES("spent"))',
      remaining: '=budget - spent',
      share: '=SUM(COLUMN_VALUES("share"))',
    } satisfies BudgetLine,
  ],
};

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const formatMoney = (value: unknown) => (typeof value === 'number' ? usd.format(value) : String(value ?? ''));
const formatPercent = (value: unknown) =>
  typeof value === 'number' ? `${(value * 100).toFixed(1)} %` : String(value ?? '');

const money = {
  type: 'number',
  width: 120,
  allowFormulas: true,
  editable: true,
  valueFormatter: formatMoney,
} as const;

const columns: GridColDef<BudgetLine>[] = [
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 140 },
  { field: 'budget', headerName: 'Budget', ...money },
  { field: 'spent', headerName: 'Spent', ...money },
  { field: 'remaining', headerName: 'Remaining', ...money },
  {
    field: 'share',
    headerName: 'Share of spend',
    type: 'number',
    width: 130,
    allowFormulas: true,
    editable: true,
    valueFormatter: formatPercent,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function FormulaReferencesGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        featureDependencies={featureDependencies}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
