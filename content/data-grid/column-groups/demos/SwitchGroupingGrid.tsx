import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, region: 'North', rev2023: 410, rev2024: 455, cost2023: 300, cost2024: 318 },
  { id: 2, region: 'South', rev2023: 380, rev2024: 402, cost2023: 260, cost2024: 291 },
  { id: 3, region: 'East', rev2023: 290, rev2024: 344, cost2023: 215, cost2024: 240 },
];

const money = { type: 'number', width: 110 } as const;

// Each view has its own column order and its own grouping, both declared once.
const VIEWS: Record<'year' | 'metric', { columns: GridColDef[]; grouping: GridColumnGroupingModel }> = {
  year: {
    columns: [
      { field: 'region', headerName: 'Region', width: 110 },
      { field: 'rev2023', headerName: 'Revenue', ...money },
      { field: 'cost2023', headerName: 'Cost', ...money },
      { field: 'rev2024', headerName: 'Revenue', ...money },
      { field: 'cost2024', headerName: 'Cost', ...money },
    ],
    grouping: [
      { groupId: 'y2023', headerName: '2023', children: [{ field: 'rev2023' }, { field: 'cost2023' }] },
      { groupId: 'y2024', headerName: '2024', children: [{ field: 'rev2024' }, { field: 'cost2024' }] },
    ],
  },
  metric: {
    columns: [
      { field: 'region', headerName: 'Region', width: 110 },
      { field: 'rev2023', headerName: '2023', ...money },
      { field: 'rev2024', headerName: '2024', ...money },
      { field: 'cost2023', headerName: '2023', ...money },
      { field: 'cost2024', headerName: '2024', ...money },
    ],
    grouping: [
      { groupId: 'revenue', headerName: 'Revenue (k$)', children: [{ field: 'rev2023' }, { field: 'rev2024' }] },
      { groupId: 'cost', headerName: 'Cost (k$)', children: [{ field: 'cost2023' }, { field: 'cost2024' }] },
    ],
  },
};

export default function SwitchGroupingGrid() {
  const [view, setView] = React.useState<'year' | 'metric'>('year');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next) => next && setView(next)}
        aria-label="Group columns by"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="year">By year</ToggleButton>
        <ToggleButton value="metric">By metric</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={VIEWS[view].columns}
          columnGroupingModel={VIEWS[view].grouping}
          hideFooter
        />
      </Box>
    </Box>
  );
}
