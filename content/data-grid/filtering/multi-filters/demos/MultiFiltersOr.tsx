import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridFilterModel, GridLogicOperator } from '@mui/x-data-grid-pro';

interface Incident {
  id: number;
  title: string;
  severity: 'Low' | 'Medium' | 'High' | 'Critical';
  assignee: string;
  ageHours: number;
}

const titles = ['Checkout 500s', 'Slow search', 'Login loop', 'Broken avatar', 'Email bounce', 'Stale cache'];
const severities: Incident['severity'][] = ['Low', 'Medium', 'High', 'Critical'];
const assignees = ['', 'Ravi', 'Sofía', 'Tomás', ''];
const rows: Incident[] = Array.from({ length: 24 }, (_, index) => ({
  id: 900 + index,
  title: titles[index % titles.length],
  severity: severities[(index * 3) % severities.length],
  assignee: assignees[(index * 7) % assignees.length],
  ageHours: 1 + ((index * 17) % 96),
}));

const columns: GridColDef<Incident>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'title', headerName: 'Incident', flex: 1 },
  { field: 'severity', headerName: 'Severity', type: 'singleSelect', valueOptions: severities, width: 120 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'ageHours', headerName: 'Age (h)', type: 'number', width: 100 },
];

export default function MultiFiltersOr() {
  // "Needs attention": critical, OR nobody assigned, OR open for more than two days.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'severity', operator: 'is', value: 'Critical' },
      { id: 2, field: 'assignee', operator: 'isEmpty' },
      { id: 3, field: 'ageHours', operator: '>', value: 48 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        showToolbar
      />
    </Box>
  );
}
