import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  useGridApiRef,
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

function getReports({ groupKeys = [] }: GridGetRowsParams) {
  const rows = EMPLOYEES.filter((row) => isChildOf(row, groupKeys)).map((row) => ({
    ...row,
    reports: EMPLOYEES.filter((other) => isChildOf(other, row.path)).length,
  }));
  return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ServerTreeDataRefresh() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const level = params.groupKeys?.length ? params.groupKeys.join(' / ') : 'top level';
        setLog((previous) => [`GET ${level}`, ...previous].slice(0, 4));
        await new Promise((resolve) => setTimeout(resolve, 300));
        return getReports(params);
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reports,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}
        >
          Reload, keep expanded
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.dataSource.fetchRows(undefined, {
              skipCache: true,
              keepChildrenExpanded: false,
            })
          }
        >
          Reload and collapse
        </Button>
      </Stack>
      <Typography variant="caption" component="div" sx={{ mb: 1, minHeight: 20 }}>
        {log.length ? log.join(' · ') : 'No request yet'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          disableColumnFilter
        />
      </Box>
    </Box>
  );
}
