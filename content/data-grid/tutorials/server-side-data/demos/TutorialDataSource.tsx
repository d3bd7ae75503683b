import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridFilterOperator,
  GridGetRowsParams,
  GridGetRowsResponse,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

// Only the operators the endpoint implements (all built-in ones but "is any of").
const withoutAnyOf = (operators: GridFilterOperator[]) => operators.filter((op) => op.value !== 'isAnyOf');
const stringOperators = withoutAnyOf(getGridStringOperators());

const columns: GridColDef[] = [
  {
    field: 'id',
    headerName: 'ID',
    type: 'number',
    width: 70,
    filterOperators: withoutAnyOf(getGridNumericOperators()),
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, filterOperators: stringOperators },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Sales', 'Support', 'Finance', 'Marketing', 'Operations'],
    width: 130,
    filterOperators: withoutAnyOf(getGridSingleSelectOperators()),
  },
  { field: 'city', headerName: 'City', width: 110, filterOperators: stringOperators },
];

/** What the grid asks for, as the endpoint's URL parameters. */
function searchParams({ paginationModel, sortModel, filterModel }: GridGetRowsParams) {
  const query = new URLSearchParams();
  query.set('page', String(paginationModel?.page ?? 0));
  query.set('pageSize', String(paginationModel?.pageSize ?? 25));
  if (sortModel[0]?.sort) {
    query.set('sortField', sortModel[0].field);
    query.set('sortOrder', sortModel[0].sort);
  }
  const item = filterModel.items[0];
  if (item) {
    query.set('filterField', item.field);
    query.set('filterOperator', item.operator);
    if (item.value != null) query.set('filterValue', String(item.value));
  }
  if (filterModel.quickFilterValues?.length) query.set('search', filterModel.quickFilterValues.join(' '));
  return query;
}

// One object for the life of the page: a new data source would make the grid fetch again.
const dataSource: GridDataSource = {
  async getRows(params) {
    const response = await fetch(`/api/tutorial/employees?${searchParams(params)}`);
    if (!response.ok) throw new Error(`The server answered ${response.status}`);
    return (await response.json()) as GridGetRowsResponse;
  },
};

export default function TutorialDataSource() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        showToolbar
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 400 } } }}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
