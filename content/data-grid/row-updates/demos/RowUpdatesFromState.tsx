import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  done: boolean;
}

const owners = ['Amara', 'Bruno', 'Chen', 'Dana'];
const verbs = ['Review', 'Draft', 'Ship', 'Test', 'Plan'];
const subjects = ['release notes', 'invoice flow', 'onboarding email', 'search page', 'Q3 budget'];

let nextId = 1;
function createTask(): Task {
  const id = nextId;
  nextId += 1;
  return {
    id,
    title: `${verbs[id % verbs.length]} ${subjects[(id * 3) % subjects.length]}`,
    owner: owners[id % owners.length],
    done: false,
  };
}

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function RowUpdatesFromState() {
  const [rows, setRows] = React.useState<Task[]>(() => Array.from({ length: 4 }, createTask));

  // Each change builds a new array: the grid compares `rows` by reference.
  const addTask = () => setRows((previous) => [...previous, createTask()]);
  const completeFirstOpen = () =>
    setRows((previous) => {
      const index = previous.findIndex((task) => !task.done);
      return index === -1
        ? previous
        : previous.map((task, i) => (i === index ? { ...task, done: true } : task));
    });
  const removeDone = () => setRows((previous) => previous.filter((task) => !task.done));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add task
        </Button>
        <Button size="small" variant="outlined" onClick={completeFirstOpen}>
          Complete next
        </Button>
        <Button size="small" onClick={removeDone}>
          Remove done
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
