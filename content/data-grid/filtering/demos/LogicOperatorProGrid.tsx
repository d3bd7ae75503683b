import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, GridColDef, GridFilterModel, GridLogicOperator } from '@mui/x-data-grid-pro';

interface Invoice {
  id: number;
  client: string;
  status: string;
  amount: number;
}

const rows: Invoice[] = [
  { id: 1, client: 'Acme Corp', status: 'Paid', amount: 1200 },
  { id: 2, client: 'Globex', status: 'Overdue', amount: 80 },
  { id: 3, client: 'Initech', status: 'Pending', amount: 560 },
  { id: 4, client: 'Umbrella', status: 'Overdue', amount: 2300 },
  { id: 5, client: 'Stark Ltd', status: 'Paid', amount: 45 },
  { id: 6, client: 'Wayne & Co', status: 'Pending', amount: 3100 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Pending', 'Overdue'],
    width: 130,
  },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

export default function LogicOperatorProGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'status', operator: 'is', value: 'Overdue' },
      { id: 2, field: 'amount', operator: '>', value: 1000 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Logic operator"
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(_event, value: GridLogicOperator | null) => {
          if (value) {
            setFilterModel((prev) => ({ ...prev, logicOperator: value }));
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={GridLogicOperator.And}>Overdue and over $1,000</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Overdue or over $1,000</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
