import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Task {
  id: string;
  task: string;
  hours: number | string;
  rate: number | string;
  amount: string;
}

const task = (id: string, name: string, hours: number, rate: number): Task => ({
  id,
  task: name,
  hours,
  rate,
  amount: '=hours * rate',
});

const rows: Task[] = [
  task('discovery', 'Discovery workshop', 6, 120),
  task('wireframes', 'Wireframes', 14, 95),
  task('design', 'Visual design', 22, 95),
  task('handoff', 'Developer handoff', 4, 110),
];

const pinnedRows = {
  bottom: [
    {
      id: 'total',
      task: 'Total',
      hours: '=SUM(COLUMN_VALUES("hours"))',
      rate: '=ROUND(amount / hours, 2)',
      amount: '=SUM(COLUMN_VALUES("amount"))',
    } satisfies Task,
  ],
};

const number = { type: 'number', width: 100, editable: true, allowFormulas: true } as const;

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160, editable: true },
  { field: 'hours', headerName: 'Hours', ...number },
  { field: 'rate', headerName: 'Rate', ...number },
  { field: 'amount', headerName: 'Amount', ...number, width: 110 },
];

const featureDependencies = { formula: formulaFeature };

export default function FormulaBarToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        featureDependencies={featureDependencies}
        showToolbar
        slotProps={{ toolbar: { formulaBar: true } }}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
