import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  GridSidebarValue,
  PivotPanelTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  team: string;
  category: string;
  quarter: string;
  amount: number;
}

const teams = ['Design', 'Engineering', 'Sales'];
const categories = ['Travel', 'Software', 'Hardware', 'Training'];
const quarters = ['Q1', 'Q2', 'Q3'];
const rows: Expense[] = Array.from({ length: 54 }, (_, index) => ({
  id: index + 1,
  team: teams[index % teams.length],
  category: categories[Math.floor(index / 3) % categories.length],
  quarter: quarters[Math.floor(index / 18)],
  amount: 120 + ((index * 379) % 2900),
}));

const columns: GridColDef<Expense>[] = [
  { field: 'team', headerName: 'Team', flex: 1 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

// The sidebar starts open on the pivot panel, with a model ready to switch on.
const initialState: GridInitialState = {
  sidebar: { open: true, value: GridSidebarValue.Pivot },
  pivoting: {
    model: {
      rows: [{ field: 'team' }],
      columns: [{ field: 'quarter' }],
      values: [{ field: 'amount', aggFunc: 'sum' }],
    },
  },
};

function CompactToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Pivot">
        <PivotPanelTrigger render={<ToolbarButton aria-label="Pivot" />}>
          <PivotTableChartIcon fontSize="small" />
        </PivotPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function PivotPanelOnLoad() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: CompactToolbar }}
        showToolbar
        initialState={initialState}
      />
    </Box>
  );
}
