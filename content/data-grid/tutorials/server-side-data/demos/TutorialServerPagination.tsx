import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
}

interface EmployeesPage {
  rows: Employee[];
  rowCount: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70, sortable: false },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, sortable: false },
  { field: 'department', headerName: 'Department', width: 130, sortable: false },
  { field: 'city', headerName: 'City', width: 110, sortable: false },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, sortable: false },
];

export default function TutorialServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [data, setData] = React.useState<EmployeesPage>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({
      page: String(paginationModel.page),
      pageSize: String(paginationModel.pageSize),
    });
    setLoading(true);
    fetch(`/api/tutorial/employees?${query}`, { signal: controller.signal })
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
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={data.rows}
        rowCount={data.rowCount}
        columns={columns}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        disableColumnFilter
      />
    </Box>
  );
}
