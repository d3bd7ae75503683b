import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  title: string;
  salary: number;
  path: string[];
}

const FIRST = ['Amara', 'Bilal', 'Chen', 'Dara', 'Elif', 'Farid', 'Gwen', 'Hana', 'Ivo', 'Jonas', 'Kemi', 'Lena'];
const LAST = ['Okafor', 'Silva', 'Novak', 'Haddad', 'Berg', 'Tanaka', 'Moreau', 'Costa', 'Ivanova', 'Reyes', 'Lund', 'Mensah', 'Park'];
const DEPARTMENTS = ['Engineering', 'Sales', 'Design', 'Finance', 'Support', 'Legal'];

// The "database": an org chart where `path` lists the names from the top down.
const EMPLOYEES: Employee[] = [];
function hire(parentPath: string[], title: string, salary: number) {
  const i = EMPLOYEES.length;
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
  const employee = { id: i + 1, name, title, salary, path: [...parentPath, name] };
  EMPLOYEES.push(employee);
  return employee;
}
DEPARTMENTS.forEach((department, d) => {
  const head = hire([], `Head of ${department}`, 150_000 + d * 4_000);
  for (let m = 0; m < 2 + (d % 3); m += 1) {
    const manager = hire(head.path, `${department} manager`, 110_000 + m * 3_000);
    for (let e = 0; e < 2 + ((d + m) % 4); e += 1) {
      hire(manager.path, `${department} specialist`, 70_000 + ((d * 7 + m * 5 + e * 3) % 10) * 2_500);
    }
  }
});

const isChildOf = (row: Employee, keys: string[]) =>
  row.path.length === keys.length + 1 && keys.every((key, i) => row.path[i] === key);

// The fake endpoint: returns the direct reports of the person at `groupKeys`.
function getReports({ groupKeys = [], sortModel }: GridGetRowsParams) {
  let rows = EMPLOYEES.filter((row) => isChildOf(row, groupKeys));
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Employee;
    const dir = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[key] > b[key] ? dir : a[key] < b[key] ? -dir : 0));
  }
  const withCounts = rows.map((row) => ({
    ...row,
    reports: EMPLOYEES.filter((other) => isChildOf(other, row.path)).length,
  }));
  // Only the top level reports a `rowCount`: a child request that sent one would overwrite it.
  return groupKeys.length === 0 ? { rows: withCounts, rowCount: withCounts.length } : { rows: withCounts };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(getReports(params)), 350)),
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.reports,
};

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ServerTreeDataBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        disableColumnFilter
      />
    </Box>
  );
}
