import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridFilterOperator,
  GridPaginationModel,
  GridSortModel,
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  startDate: string;
  salary: number;
}

interface EmployeesPage {
  rows: Employee[];
  rowCount: number;
}

// The endpoint implements every built-in operator except "is any of": offer only what it understands.
const supported = (operators: GridFilterOperator[]) => operators.filter((op) => op.value !== 'isAnyOf');

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 140,
    filterOperators: supported(getGridStringOperators()),
  },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Sales', 'Support', 'Finance', 'Marketing', 'Operations'],
    width: 130,
    filterOperators: supported(getGridSingleSelectOperators()),
  },
  { field: 'city', headerName: 'City', width: 110, filterOperators: supported(getGridStringOperators()) },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 120,
    // The API sends `YYYY-MM-DD`; read it as a local date so every time zone shows the same day.
    valueGetter: (value: string) => new Date(`${value}T00:00`),
    filterOperators: getGridDateOperators(),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    filterOperators: supported(getGridNumericOperators()),
  },
];

/** The grid's models, written as the endpoint's URL parameters. */
function toQuery(pagination: GridPaginationModel, sortModel: GridSortModel, filterModel: GridFilterModel) {
  const query = new URLSearchParams({ page: String(pagination.page), pageSize: String(pagination.pageSize) });
  const [sort] = sortModel;
  if (sort?.sort) {
    query.set('sortField', sort.field);
    query.set('sortOrder', sort.sort);
  }
  const [item] = filterModel.items;
  if (item) {
    query.set('filterField', item.field);
    query.set('filterOperator', item.operator);
    // The date filter holds a Date at UTC midnight of the day typed in.
    const value = item.value instanceof Date ? item.value.toISOString().slice(0, 10) : item.value;
    if (value != null) query.set('filterValue', String(value));
  }
  const words = filterModel.quickFilterValues?.join(' ');
  if (words) query.set('search', words);
  return query;
}

export default function TutorialServerSortFilter() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [data, setData] = React.useState<EmployeesPage>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetch(`/api/tutorial/employees?${toQuery(paginationModel, sortModel, filterModel)}`, {
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<EmployeesPage>)
      .then((body) => {
        setData(body);
        setLoading(false);
      })
      .catch(() => {
        // Aborted: a newer request (or the unmount) took over, so leave the state alone.
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [paginationModel, sortModel, filterModel]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={data.rows}
        rowCount={data.rowCount}
        columns={columns}
        loading={loading}
        showToolbar
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 400 } } }}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
