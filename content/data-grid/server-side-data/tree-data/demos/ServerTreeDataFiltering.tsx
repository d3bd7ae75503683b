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
const isInside = (row: Employee, ancestor: Employee) =>
  ancestor.path.every((key, i) => row.path[i] === key);

// A person stays in the tree when they, or someone in their team, match the search.
function search({ groupKeys = [], filterModel }: GridGetRowsParams) {
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const matches = (row: Employee) =>
    words.every((word) => `${row.name} ${row.title}`.toLowerCase().includes(word));
  const kept = EMPLOYEES.filter((row) =>
    EMPLOYEES.some((other) => isInside(other, row) && matches(other)),
  );
  const rows = kept
    .filter((row) => isChildOf(row, groupKeys))
    .map((row) => ({ ...row, reports: kept.filter((other) => isChildOf(other, row.path)).length }));
  return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(search(params)), 300)),
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.reports,
};

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, sortable: false },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, sortable: false },
];

export default function ServerTreeDataFiltering() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        defaultGroupingExpansionDepth={1}
        disableColumnFilter
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['design'] } } }}
      />
    </Box>
  );
}
