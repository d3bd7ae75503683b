import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  role: string;
  office: string;
  startDate: Date;
  projects: number;
  salary: number;
}

const FIRST_NAMES = 'Ada Bruno Chloe Dmitri Elena Farid Grace Hugo Ines Jonas Keiko Liam'.split(' ');
const LAST_NAMES = 'Alves Becker Chen Dubois Garcia Haddad Ito Jansen Lopez Novak Okafor Rossi'.split(' ');
const OFFICES = ['Lisbon', 'Toronto', 'Singapore'];

// Department, role, headcount and base salary of each team: 60 people.
const TEAMS: [string, string, number, number][] = [
  ['Engineering', 'Engineer', 12, 98000],
  ['Engineering', 'Senior engineer', 8, 128000],
  ['Engineering', 'Engineering manager', 4, 152000],
  ['Design', 'Designer', 4, 88000],
  ['Design', 'Design lead', 2, 118000],
  ['Sales', 'Account executive', 8, 72000],
  ['Sales', 'Sales manager', 4, 110000],
  ['Data', 'Analyst', 8, 76000],
  ['Data', 'Data scientist', 4, 112000],
  ['Operations', 'Coordinator', 4, 58000],
  ['Operations', 'Operations manager', 2, 96000],
];

// The same 60 employees on every load: names, offices and figures come from the index.
const employees: Employee[] = TEAMS.flatMap(([department, role, headcount, baseSalary]) =>
  Array.from({ length: headcount }, () => ({ department, role, baseSalary })),
).map(({ department, role, baseSalary }, i) => ({
  id: i + 1,
  name: `${FIRST_NAMES[i % 12]} ${LAST_NAMES[(i * 5 + Math.floor(i / 12)) % 12]}`,
  department,
  role,
  office: OFFICES[(i * 5 + Math.floor(i / 7)) % 3],
  startDate: new Date(2016 + ((i * 5) % 9), (i * 7) % 12, 1 + ((i * 11) % 28)),
  projects: 1 + ((i * 7) % 9),
  salary: baseSalary + ((i * 37) % 11) * 1500,
}));

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'projects', headerName: 'Projects', type: 'number', width: 100 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // Rows without a salary (group rows, from step 2 on) have nothing to format.
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = (groupNode) =>
  groupNode.depth <= 0 ? 'footer' : 'inline';

// Wide enough for "Engineering manager (4)".
const groupingColDef: DataGridPremiumProps['groupingColDef'] = { headerName: 'Group', width: 220 };

const GROUPINGS: Record<string, GridRowGroupingModel> = {
  department: ['department', 'role'],
  office: ['office', 'department'],
  none: [],
};

export default function TutorialPayrollReport() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(GROUPINGS.department);
  // The button of the current model, or none when the reader grouped from a column menu.
  const preset =
    Object.keys(GROUPINGS).find((key) => GROUPINGS[key].join() === rowGroupingModel.join()) ?? null;

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    rowGroupingModel,
    initialState: {
      aggregation: { model: { salary: 'sum', projects: 'sum', startDate: 'min' } },
    },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={(_, value: string | null) => value && setRowGroupingModel(GROUPINGS[value])}
        aria-label="Group employees"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="department">By department</ToggleButton>
        <ToggleButton value="office">By office</ToggleButton>
        <ToggleButton value="none">No groups</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 500 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          groupingColDef={groupingColDef}
          getAggregationPosition={getAggregationPosition}
          defaultGroupingExpansionDepth={1}
          showToolbar
        />
      </Box>
    </Box>
  );
}
