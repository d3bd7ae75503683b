import Box from '@mui/material/Box';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
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

// Whole grid (depth -1) and departments (depth 0): a footer row. Roles: on the group row.
// Defined outside the component so that it keeps the same identity on every render.
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = (groupNode) =>
  groupNode.depth <= 0 ? 'footer' : 'inline';

export default function TutorialSubtotalRows() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department', 'role'] },
      aggregation: { model: { salary: 'sum', projects: 'sum', startDate: 'min' } },
    },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={1}
        getAggregationPosition={getAggregationPosition}
      />
    </Box>
  );
}
