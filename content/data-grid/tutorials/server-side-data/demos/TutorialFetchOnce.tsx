import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function TutorialFetchOnce() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    // Abort the request if the component unmounts before the answer arrives.
    const controller = new AbortController();
    fetch('/api/tutorial/employees?pageSize=100', { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        return response.json() as Promise<{ rows: Employee[] }>;
      })
      .then((body) => setRows(body.rows))
      .catch((reason: Error) => {
        if (reason.name !== 'AbortError') setError(reason.message);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} />
      </Box>
    </Box>
  );
}
