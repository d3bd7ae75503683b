import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridSortModel } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  level: number;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Ava Brooks', department: 'Engineering', level: 3, salary: 98000 },
  { id: 2, name: 'Ben Ito', department: 'Sales', level: 2, salary: 64000 },
  { id: 3, name: 'Chloe Martin', department: 'Engineering', level: 3, salary: 104000 },
  { id: 4, name: 'Diego Alves', department: 'Sales', level: 3, salary: 78000 },
  { id: 5, name: 'Elif Demir', department: 'Engineering', level: 2, salary: 86000 },
  { id: 6, name: 'Farah Khan', department: 'Support', level: 1, salary: 52000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'level', headerName: 'Level', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function MultiSortProGrid() {
  const [always, setAlways] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'department', sort: 'asc' },
    { field: 'salary', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={always} onChange={(event) => setAlways(event.target.checked)} />}
        label='multipleColumnsSortingMode="always"'
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          multipleColumnsSortingMode={always ? 'always' : 'withModifierKey'}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {sortModel.map((item) => `${item.field} ${item.sort}`).join(', then ') || 'unsorted'}
      </Typography>
    </Box>
  );
}
