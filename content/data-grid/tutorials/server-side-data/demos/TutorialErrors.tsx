import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridDataSource, GridGetRowsResponse } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, sortable: false },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Sales', 'Support', 'Finance', 'Marketing', 'Operations'],
    flex: 1,
    minWidth: 130,
    sortable: false,
  },
];

const dataSource: GridDataSource = {
  async getRows({ paginationModel, filterModel }) {
    const query = new URLSearchParams({
      page: String(paginationModel?.page ?? 0),
      pageSize: String(paginationModel?.pageSize ?? 10),
    });
    // Every filter item goes to the server as it is, "is any of" included.
    for (const item of filterModel.items.slice(0, 1)) {
      query.set('filterField', item.field);
      query.set('filterOperator', item.operator);
      if (item.value != null) query.set('filterValue', String(item.value));
    }
    const response = await fetch(`/api/tutorial/employees?${query}`);
    const body = await response.json();
    // A 400 lists what the endpoint refused, such as the operator it does not implement.
    if (response.status === 400) throw new Error(body.issues.join('; '));
    if (!response.ok) throw new Error(`The server answered ${response.status}`);
    return body as GridGetRowsResponse;
  },
};

export default function TutorialErrors() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(reason) => setError(`Rows could not be loaded: ${reason.message}`)}
          onFilterModelChange={() => setError(null)}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
