import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Plan {
  id: number;
  name: string;
  seats: number;
  monthly: number;
}

const rows: Plan[] = [
  { id: 1, name: 'Starter', seats: 3, monthly: 0 },
  { id: 2, name: 'Team', seats: 10, monthly: 49 },
  { id: 3, name: 'Business', seats: 50, monthly: 199 },
  { id: 4, name: 'Enterprise', seats: 500, monthly: 990 },
];

const columns: GridColDef<Plan>[] = [
  { field: 'name', headerName: 'Plan', flex: 1 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'monthly', headerName: 'Monthly ($)', type: 'number', width: 130 },
];

export default function SingleSelectionProGrid() {
  const [single, setSingle] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={single} onChange={(event) => setSingle(event.target.checked)} />}
        label="disableMultipleRowSelection"
      />
      <Box sx={{ height: 300 }}>
        <DataGridPro rows={rows} columns={columns} checkboxSelection disableMultipleRowSelection={single} />
      </Box>
    </Box>
  );
}
