import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  teacher: string;
  level: string;
  hours: number;
}

const subjects = ['Algebra', 'Poetry', 'Chemistry', 'Drawing', 'History', 'Spanish', 'Coding', 'Biology'];
const teachers = ['Ms. Ortega', 'Mr. Kim', 'Dr. Mensah', 'Ms. Laurent'];
const levels = ['Beginner', 'Intermediate', 'Advanced'];
const rows: Course[] = subjects.map((title, index) => ({
  id: index + 1,
  title,
  teacher: teachers[index % teachers.length],
  level: levels[(index * 2) % levels.length],
  hours: 10 + ((index * 7) % 30),
}));

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1 },
  { field: 'teacher', headerName: 'Teacher', width: 140 },
  { field: 'level', headerName: 'Level', width: 130 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

export default function SaveAndRestoreState() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSaved(apiRef.current?.exportState() ?? null)}
        >
          Save view
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!saved}
          onClick={() => saved && apiRef.current?.restoreState(saved)}
        >
          Restore view
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </Box>
    </Box>
  );
}
