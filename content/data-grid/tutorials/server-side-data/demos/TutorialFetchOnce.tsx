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
      .then((body) => {
        // Once aborted, the component is gone: set no state at all.
        if (controller.signal.aborted) return;
        setRows(body.rows);
        setLoading(false);
      })
      .catch((reason: Error) => {
        // A cancelled fetch rejects with an AbortError, which is not a failure to show.
        if (controller.signal.aborted) return;
        setError(reason.message);
        setLoading(false);
      });
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
