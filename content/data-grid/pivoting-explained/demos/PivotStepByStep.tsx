import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef, GridPivotModel } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  store: string;
  category: string;
  month: string;
  amount: number;
  items: number;
}

const STORES = ['Harbour', 'Market Street', 'Airport'];
const CATEGORIES = ['Books', 'Games', 'Music'];
const MONTHS = ['Jan', 'Feb', 'Mar'];

// A flat list: one row per order, nothing summed yet.
const rows: Order[] = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  store: STORES[index % 3],
  category: CATEGORIES[Math.floor(index / 3) % 3],
  month: MONTHS[Math.floor(index / 12)],
  amount: 20 + ((index * 37) % 180),
  items: 1 + ((index * 5) % 6),
}));

const columns: GridColDef<Order>[] = [
  { field: 'store', headerName: 'Store', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 100 },
];

type Step = 'flat' | 'rows' | 'values' | 'columns' | 'two-values';

// Each step adds one part of the model to the one before.
const STEPS: Record<Step, { label: string; active: boolean; model: GridPivotModel }> = {
  flat: { label: 'Flat', active: false, model: { rows: [], columns: [], values: [] } },
  rows: { label: '+ rows', active: true, model: { rows: [{ field: 'store' }], columns: [], values: [] } },
  values: {
    label: '+ values',
    active: true,
    model: { rows: [{ field: 'store' }], columns: [], values: [{ field: 'amount', aggFunc: 'sum' }] },
  },
  columns: {
    label: '+ columns',
    active: true,
    model: {
      rows: [{ field: 'store' }],
      columns: [{ field: 'month' }],
      values: [{ field: 'amount', aggFunc: 'sum' }],
    },
  },
  'two-values': {
    label: '+ second value',
    active: true,
    model: {
      rows: [{ field: 'store' }],
      columns: [{ field: 'month' }],
      values: [
        { field: 'amount', aggFunc: 'sum' },
        { field: 'items', aggFunc: 'avg' },
      ],
    },
  },
};

export default function PivotStepByStep() {
  const [step, setStep] = React.useState<Step>('flat');
  const { active, model } = STEPS[step];
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={step}
        onChange={(_, next: Step | null) => next && setStep(next)}
        aria-label="Pivot step"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {(Object.keys(STEPS) as Step[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {STEPS[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, fontSize: 12, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {active ? `pivotModel = ${JSON.stringify(model)}` : 'pivotActive = false'}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive={active}
          pivotModel={model}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
