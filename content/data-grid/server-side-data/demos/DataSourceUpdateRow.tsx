import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridDataSource, GridRowModel } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
}

const OWNERS = ['Aisha', 'Bram', 'Chen', 'Dora'];

// The server's copy of the data, changed only by updateRow below.
const TASKS: Task[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  title: `Task ${i + 1}`,
  owner: OWNERS[i % OWNERS.length],
  estimate: 1 + ((i * 3) % 8),
}));

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Title', flex: 1, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'estimate', headerName: 'Estimate (days)', type: 'number', width: 150, editable: true },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function DataSourceUpdateRow() {
  const [message, setMessage] = React.useState('Double-click a cell, edit it and press Enter.');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        await wait(300);
        return { rows: TASKS.slice(Number(start), end + 1), rowCount: TASKS.length };
      },
      updateRow: async ({ rowId, updatedRow }) => {
        await wait(400);
        if (updatedRow.estimate < 0) {
          throw new Error('An estimate cannot be negative');
        }
        const index = TASKS.findIndex((task) => task.id === rowId);
        // The server may normalize the row: the answer is what the grid keeps.
        const saved: Task = { ...(updatedRow as Task), title: String(updatedRow.title).trim() };
        TASKS[index] = saved;
        setMessage(`Saved row ${rowId}.`);
        return saved as GridRowModel;
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {message}
      </Alert>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => setMessage(`Not saved: ${error.cause?.message ?? error.message}`)}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
